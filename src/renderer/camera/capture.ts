/**
 * Taking pictures from the live preview: a full frame as JPEG base64 for the
 * recognizer (the renderer never reads cards itself), and a small gray
 * thumbnail for the hands-free stillness check.
 */
import { toGray } from './stillness';

/** Longest side of a frame sent to the recognizer: enough for the card's print, small enough to send fast. */
const MAX_SIDE = 1280;
const THUMB_W = 64;
const THUMB_H = 48;

/** The video's current picture as a JPEG file, base64 (no data: prefix); null before the first frame. */
export function captureJpeg(video: HTMLVideoElement, canvas: HTMLCanvasElement = document.createElement('canvas')): string | null {
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (!w || !h) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  const url = canvas.toDataURL('image/jpeg', 0.92);
  const comma = url.indexOf(',');
  return url.startsWith('data:image/jpeg;base64,') && comma > 0 ? url.slice(comma + 1) : null;
}

/** The picture sent and its size in pixels (the recognizer's outline is in these pixels). */
export interface CapturedFrame {
  readonly imageBase64: string;
  readonly width: number;
  readonly height: number;
}

/** As captureJpeg, with the size of the picture taken. */
export function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement = document.createElement('canvas')): CapturedFrame | null {
  const imageBase64 = captureJpeg(video, canvas);
  return imageBase64 ? { imageBase64, width: canvas.width, height: canvas.height } : null;
}

/** A 64x48 gray thumbnail of the video's picture; null before the first frame. */
export function thumbnail(video: HTMLVideoElement, canvas: HTMLCanvasElement): Uint8Array | null {
  if (!video.videoWidth || !video.videoHeight) return null;
  canvas.width = THUMB_W;
  canvas.height = THUMB_H;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, THUMB_W, THUMB_H);
  return toGray(ctx.getImageData(0, 0, THUMB_W, THUMB_H).data);
}
