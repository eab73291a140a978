/**
 * Electron main: app lifecycle and one hardened window. Kept thin: the
 * decisions live in ./policy.ts, the IPC handlers in ./handlers.ts, the
 * renderer's protocol in ./app-protocol.ts, all unit-tested without
 * electron. Hardening (architecture.md): context isolation, sandbox, no node
 * integration, web security on, a strict CSP header on every page, no remote
 * content, window.open and navigation denied, the camera the only
 * permission, every IPC call's sender checked and arguments validated.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, protocol, session, shell } from 'electron';
import { openHost, resolveDataDir } from '../host';
import { mainLabOptions } from './lab';
import { CONTENT_SECURITY_POLICY } from '../contract/security';
import { serveAppRequest } from './app-protocol';
import { registerIpcHandlers } from './handlers';
import { APP_ENTRY, APP_ORIGIN, APP_SCHEME, isExternalHandoff, isPermissionAllowed, isRequestAllowed } from './policy';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '../renderer');
// electron-vite writes the sandboxed preload as CommonJS (.cjs).
const preload =
  ['index.cjs', 'index.js'].map((f) => path.join(here, '../preload', f)).find((f) => existsSync(f)) ??
  path.join(here, '../preload/index.cjs');
// electron-vite's dev server, in development only.
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const trustedOrigin = devUrl ? new URL(devUrl).origin : APP_ORIGIN;
const log = (msg: string): void => void process.stderr.write(`deckside main: ${msg}\n`);

// The same folder as browser mode and the command line use (defaultDataDir):
// appData/Deckside, whatever the package name's case.
app.setPath('userData', path.join(app.getPath('appData'), 'Deckside'));
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
app.enableSandbox();

// Every web contents, present and future: no new windows, no navigation
// away, no webviews.
app.on('web-contents-created', (_event, contents) => {
  // A BG Stats push-play link goes to the operating system (the BG Stats app); nothing else leaves.
  const handOff = (url: string): void => {
    // electronegativity-reviewed OPEN_EXTERNAL_JS_CHECK: only a URL that passed
    // isExternalHandoff (./policy.ts, unit-tested) reaches openExternal: the
    // fixed BG Stats createPlay prefixes with one encoded data value.
    if (isExternalHandoff(url)) void shell.openExternal(url);
  };
  contents.setWindowOpenHandler(({ url }) => {
    handOff(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    handOff(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (!isRequestAllowed(url, trustedOrigin)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Deckside',
    webPreferences: {
      // electronegativity-reviewed PRELOAD_JS_CHECK: the preload (src/preload/index.ts)
      // exposes only the named DecksideApi methods through contextBridge, never
      // ipcRenderer; main checks the sender and the arguments of every call.
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      // Middle-click would open links in new windows (already denied above).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(devUrl ?? APP_ENTRY);
  return win;
}

async function start(): Promise<void> {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes as readonly string[] | undefined) : undefined;
    callback(isPermissionAllowed(permission, details.requestingUrl, mediaTypes, trustedOrigin));
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const mediaType = 'mediaType' in details ? (details.mediaType as string | undefined) : undefined;
    return isPermissionAllowed(permission, requestingOrigin, mediaType && mediaType !== 'unknown' ? [mediaType] : [], trustedOrigin);
  });
  // No remote content: anything not from the app itself is cancelled.
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isRequestAllowed(details.url, trustedOrigin) }));
  // The dev server's pages get the same CSP header as app:// pages.
  // electronegativity-reviewed CSP_GLOBAL_CHECK: the scanner cannot read a policy
  // held in a constant; it is CONTENT_SECURITY_POLICY in src/contract/security.ts.
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request.url, rendererDir));

  const dataDir = resolveDataDir(path.join(app.getPath('userData'), 'playtests'));
  // The store and the card recognizer (started on the first scan), as browser mode serves them.
  // The balance lab plays on worker threads (lab.ts), never in this thread.
  const host = await openHost({ dataDir, appVersion: app.getVersion(), labSource: mainLabOptions(import.meta.url) });
  registerIpcHandlers(ipcMain, host.api, trustedOrigin, log);
  app.on('will-quit', () => void host.close());

  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app
  .whenReady()
  .then(start)
  .catch((e: unknown) => {
    log(`could not start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    app.exit(1);
  });
