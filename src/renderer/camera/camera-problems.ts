/**
 * Plain-language messages for everything that can go wrong with a camera:
 * getUserMedia's errors by name, no camera API at all, a camera that stops
 * (unplugged, taken by another app). Every message says what to do next and
 * that typing the card still works: the game never waits for a camera.
 */

const TYPE_INSTEAD = 'You can type the card instead.';

export const NO_CAMERA_API = `This window cannot use a camera (no camera support here). ${TYPE_INSTEAD}`;
export const CAMERA_STOPPED = `The camera stopped: it was unplugged or another app took it. Plug it back in and press Try again, or choose another camera. ${TYPE_INSTEAD}`;
export const CAMERA_GONE = `The chosen camera is no longer connected. Choose another camera or plug it back in. ${TYPE_INSTEAD}`;

/** What to tell the operator when getUserMedia (or starting the preview) failed with `e`. */
export function cameraProblem(e: unknown): string {
  const name = typeof e === 'object' && e !== null && 'name' in e ? String((e as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return `Camera access was refused. Allow Deckside to use the camera (in the browser's site settings or the system's privacy settings), then press Try again. ${TYPE_INSTEAD}`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return `No camera was found. Plug one in and press Try again. ${TYPE_INSTEAD}`;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `The camera could not be started: another app may be using it. Close that app and press Try again. ${TYPE_INSTEAD}`;
    default: {
      const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
      return `The camera could not be started${detail}. Press Try again or choose another camera. ${TYPE_INSTEAD}`;
    }
  }
}
