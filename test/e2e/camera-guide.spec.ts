/**
 * The camera with two cards in view, in Chromium with a fake webcam: the
 * clip (camera-clip.ts) is the hard set's two-card picture, the nine of
 * hearts lying upside down inside the guide frame and the king of clubs
 * beside it. Scan reads the nine (never the king), the preview draws the
 * outline read, and confirming it adds it to the hand.
 */
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fakeCamera, HAND, toFinalHands } from './camera-setup';

test.use(fakeCamera(path.resolve(import.meta.dirname, '../fixtures/cards/hard/e2e-two-cards-9H.jpg')));

test('two cards in view: the one inside the guide frame is read, its outline drawn', async ({ page }) => {
  await toFinalHands(page);
  await page.getByRole('button', { name: `Scan cards for ${HAND} with the camera` }).click();
  const scanner = page.getByRole('dialog', { name: `Camera: ${HAND}` });
  await expect(scanner.getByLabel('Camera preview')).toBeVisible();
  const scan = scanner.getByRole('button', { name: 'Scan (S)' });
  await expect(scan).toBeEnabled();
  // the fake camera's first frames can be blank: scan until a result (or a refusal) shows
  await expect(async () => {
    await scan.click();
    await expect(scanner.getByRole('button', { name: /^Confirm / }).or(scanner.getByRole('alert'))).toBeVisible({ timeout: 30_000 });
    await expect(scanner.getByRole('button', { name: /^Confirm / })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(scanner.getByRole('button', { name: 'Confirm 9H (Enter)' })).toBeVisible();
  await expect(scanner.getByRole('status').filter({ hasText: 'Read: 9 of hearts (9H)' })).toBeAttached();
  const outline = scanner.getByRole('img', { name: 'Outline of the card read' });
  await expect(outline).toBeVisible();
  // the outline lies inside the guide frame drawn on the preview, not over the king beside it
  const box = await outline.locator('polygon').boundingBox();
  const guide = await scanner.locator('.guide').boundingBox();
  expect(box && guide).toBeTruthy();
  if (box && guide) {
    expect(box.x).toBeGreaterThan(guide.x - 12);
    expect(box.x + box.width).toBeLessThan(guide.x + guide.width + 12);
  }
  await page.screenshot({ path: test.info().outputPath('camera-two-cards.png') });
  // (the Scan button was disabled while reading, so the focus left the dialog: click rather than Enter)
  await scanner.getByRole('button', { name: 'Confirm 9H (Enter)' }).click();
  await expect(scanner.getByRole('status').filter({ hasText: `Added 9H to ${HAND}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove 9H from ${HAND}` })).toBeAttached();
});
