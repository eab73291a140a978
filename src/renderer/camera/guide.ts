/**
 * Where the preview's guide frame lies in the camera's picture, as shares of
 * the picture (what the recognizer takes): the video is shown with
 * object-fit: contain, so the picture fills the video element's box at one
 * scale, centred, and the guide frame is drawn over that box.
 */
import type { ScanGuide } from '../../contract/api';

export interface BoxLike {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The guide box (screen pixels) in shares of a frameW x frameH picture shown contained in the video box; null when they do not overlap. */
export function guideInFrame(guide: BoxLike, video: BoxLike, frameW: number, frameH: number): ScanGuide | null {
  if (!(frameW > 0 && frameH > 0 && video.width > 0 && video.height > 0)) return null;
  const scale = Math.min(video.width / frameW, video.height / frameH);
  const left = video.left + (video.width - frameW * scale) / 2;
  const top = video.top + (video.height - frameH * scale) / 2;
  const x0 = clamp01((guide.left - left) / (frameW * scale));
  const y0 = clamp01((guide.top - top) / (frameH * scale));
  const x1 = clamp01((guide.left + guide.width - left) / (frameW * scale));
  const y1 = clamp01((guide.top + guide.height - top) / (frameH * scale));
  if (x1 - x0 <= 0 || y1 - y0 <= 0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** An outline's corners as an SVG polygon's points. */
export const outlinePoints = (corners: readonly { readonly x: number; readonly y: number }[]): string =>
  corners.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ');
