/**
 * Plain-language messages for everything that can go wrong with a camera:
 * getUserMedia's errors by name, no camera API at all, a camera that stops
 * (unplugged, taken by another app). Every message says what to do next and
 * that typing the card still works: the game never waits for a camera.
 * Each is a function so it reads in the language shown when it happens.
 */
import { t } from '../i18n/index.svelte';

const typeInstead = (): string => t('cameraScreens.typeInstead');

export const NO_CAMERA_API = (): string => t('cameraScreens.noApi', { typeInstead: typeInstead() });
export const CAMERA_STOPPED = (): string => t('cameraScreens.stopped', { typeInstead: typeInstead() });
export const CAMERA_GONE = (): string => t('cameraScreens.gone', { typeInstead: typeInstead() });

/** What to tell the operator when getUserMedia (or starting the preview) failed with `e`. */
export function cameraProblem(e: unknown): string {
  const name = typeof e === 'object' && e !== null && 'name' in e ? String((e as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return t('cameraScreens.refused', { typeInstead: typeInstead() });
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return t('cameraScreens.notFound', { typeInstead: typeInstead() });
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return t('cameraScreens.busy', { typeInstead: typeInstead() });
    default: {
      const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
      return t('cameraScreens.failed', { detail, typeInstead: typeInstead() });
    }
  }
}
