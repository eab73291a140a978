/**
 * IPC handlers, one per API method, kept free of electron so they are
 * unit-tested: every call first checks that the sender frame is the app's
 * own top frame, then the host's dispatch() validates the arguments with
 * the shared schemas before the store sees them. Refusals are Results, never
 * throws, so the renderer always gets a reason. This is only the IPC side of
 * the host's API (src/host); src/server/api-route.ts is its HTTP side.
 */
import type { Result } from '../engine/core/result';
import { dispatch } from '../host';
import { API_METHODS, type DecksideApi } from '../contract/api';
import { IPC_CHANNELS } from '../contract/ipc';
import { isTrustedSender } from './policy';

/** The parts of an Electron IpcMainInvokeEvent the handlers read. */
export interface InvokeEvent {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** The part of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

export type IpcHandler = (event: InvokeEvent, ...args: unknown[]) => Promise<Result<unknown>>;

export function makeIpcHandler(method: string, impl: DecksideApi, trustedOrigin: string, log: (msg: string) => void): IpcHandler {
  return async (event, ...args) => {
    if (!isTrustedSender(event.senderFrame, trustedOrigin)) {
      log(`refused ${method} from ${event.senderFrame?.url ?? 'a destroyed frame'}`);
      return { ok: false, error: { code: 'ERR_FORBIDDEN_SENDER', message: 'Only the Deckside window itself may use the playtest store.' } };
    }
    const internal = (e: unknown): void => log(`internal error in ${method}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    try {
      const outcome = await dispatch(impl, method, args, internal);
      return outcome.kind === 'result' ? outcome.result : { ok: false, error: outcome.error };
    } catch (e) {
      // dispatch answers every refusal itself; this is the last guard, so the renderer still gets a Result.
      internal(e);
      return { ok: false, error: { code: 'ERR_INTERNAL', message: `Deckside hit an internal error in ${method} (logged by the app).` } };
    }
  };
}

/** Registers a handler on every API channel; returns a function that removes them. */
export function registerIpcHandlers(ipc: IpcMainLike, impl: DecksideApi, trustedOrigin: string, log: (msg: string) => void): () => void {
  for (const method of API_METHODS) ipc.handle(IPC_CHANNELS[method], makeIpcHandler(method, impl, trustedOrigin, log));
  return () => {
    for (const method of API_METHODS) ipc.removeHandler(IPC_CHANNELS[method]);
  };
}
