/**
 * The one typed list of IPC channels between the preload and Electron main,
 * one per API method (Electron Fiddle style). The HTTP routes of browser
 * mode use the same method names: POST /api/<method>, the arguments as a
 * JSON array.
 */
import { API_METHODS, type ApiMethod } from './api';

export const IPC_PREFIX = 'deckside:';

export type IpcChannel = `${typeof IPC_PREFIX}${ApiMethod}`;

export const IPC_CHANNELS = Object.fromEntries(API_METHODS.map((m) => [m, `${IPC_PREFIX}${m}`])) as {
  readonly [M in ApiMethod]: `${typeof IPC_PREFIX}${M}`;
};
