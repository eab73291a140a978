// `npm start`: builds and launches the Electron app; where Electron's runtime
// is missing (its binary is downloaded on first launch, which can fail
// offline), says so in one line and starts browser mode instead.
import { bin, electronBinary, run } from './lib.mjs';
import { startBrowserMode } from './web.mjs';

const electron = electronBinary();
if (electron) {
  const built = await run(bin('electron-vite'), ['build', '--logLevel', 'warn']);
  process.exitCode = built !== 0 ? built : await run(electron, ['.']);
} else {
  console.log('deckside: the Electron runtime is not installed (it could not be downloaded), so Deckside starts in browser mode instead.');
  process.exitCode = await startBrowserMode();
}
