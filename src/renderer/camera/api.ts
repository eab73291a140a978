/**
 * How the camera reaches the recognizer: the same transport the app picked
 * (the Electron preload's bridge, or browser mode's HTTP with the page's
 * token), made on first use so no screen has to pass it down through every
 * card entry. Tests set their own.
 */
import type { DecksideApi, RecognizerMethod } from '../../contract/api';
import { pickTransport } from '../lib/transport';

export type CameraApi = Pick<DecksideApi, RecognizerMethod>;

let current: CameraApi | null = null;

export function cameraApi(): CameraApi {
  current ??= pickTransport(window, document);
  return current;
}

/** For tests: the API the scanner calls (null: the app's transport again). */
export function setCameraApi(api: CameraApi | null): void {
  current = api;
}
