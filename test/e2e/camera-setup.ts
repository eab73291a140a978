/**
 * What the camera specs share: Chromium's launch options that play a card
 * picture as the webcam (a clip made by camera-clip.ts), and a Trades match
 * brought to its final hands, where the camera is offered.
 */
import { expect, type Page, type PlaywrightWorkerOptions } from '@playwright/test';
import config from '../../playwright.config';
import { y4mClipOf } from './camera-clip';
import { newTradesMatch, phase, serverUrl } from './helpers';

/** The test.use options whose fake webcam shows `jpegFile`, always allowed. */
export function fakeCamera(jpegFile: string): Pick<PlaywrightWorkerOptions, 'launchOptions'> {
  const clip = y4mClipOf(jpegFile);
  return {
    launchOptions: {
      ...config.use?.launchOptions,
      args: [
        ...(config.use?.launchOptions?.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${clip}`,
      ],
    },
  };
}

/** The card entry the camera specs scan into. */
export const HAND = "Ann's final hand (7 cards)";

/** A Trades match whose time is up: the final hands are being entered. */
export async function toFinalHands(page: Page): Promise<void> {
  const t0 = new Date('2026-03-01T10:00:00Z');
  await page.clock.install({ time: t0 });
  await page.goto(serverUrl());
  await newTradesMatch(page, ['Ann', 'Bo', 'Cy'], 30);
  await page.clock.pauseAt(new Date(t0.getTime() + 60 * 60_000));
  await page.getByRole('timer', { name: 'Time left' }).getByRole('button', { name: 'Start the clock' }).click();
  await page.clock.runFor(31_000);
  await expect(phase(page)).toHaveText('Time up: enter the final hands (0 of 3 entered)');
  // Real time again from here: the camera's frames and the stillness check run on it.
  await page.clock.resume();
}
