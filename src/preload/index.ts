/**
 * The preload: exposes `window.deckside`, the DecksideApi and nothing else.
 * Each method forwards its arguments on its own channel of the typed list in
 * src/contract/ipc.ts; the renderer never gets ipcRenderer itself, and main
 * checks the sender and the arguments of every call.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_METHODS, type DecksideApi } from '../contract/api';
import { IPC_CHANNELS } from '../contract/ipc';

const api = Object.freeze(
  Object.fromEntries(API_METHODS.map((method) => [method, (...args: unknown[]) => ipcRenderer.invoke(IPC_CHANNELS[method], ...args)])),
) as unknown as DecksideApi; // one forwarding function per method of DecksideApi, by construction from API_METHODS

contextBridge.exposeInMainWorld('deckside', api);
