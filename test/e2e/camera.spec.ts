/**
 * The camera in the app, in Chromium with a fake webcam: a clip made at test
 * time from a rendered card image (the 7 of clubs on a plaid table, see
 * camera-clip.ts) plays as the camera. (1) A Trades final hand gets its
 * first card through the camera: hands-free reads it, Enter confirms it, and
 * the saved hand (screen and log file) holds it; teach mode records the
 * card in the data folder. (2) The camera is refused:
 * the scanner says so plainly, the card is typed instead and the game goes on.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fakeCamera, HAND, toFinalHands } from './camera-setup';
import { dataDir, matchFile, matchIdOf, phase } from './helpers';

test.use(fakeCamera(path.resolve(import.meta.dirname, '../fixtures/cards/standard-52-7C-0.jpg')));

/** Types the rest of Ann's hand, saves it and checks the screen and the log file. */
async function finishAnnsHand(page: Page, expected: string): Promise<void> {
  const input = page.getByRole('combobox', { name: HAND });
  await input.fill('as 2s 3s 4s 5s 6s');
  await input.press('Enter');
  await page.getByRole('button', { name: "Save Ann's hand" }).click();
  await expect(page.getByText(expected)).toBeVisible();
  await expect(phase(page)).toHaveText('Time up: enter the final hands (1 of 3 entered)');
  const lines = readFileSync(matchFile(matchIdOf(page)), 'utf8')
    .trim()
    .split('\n');
  return expect(JSON.parse(lines.at(-1) as string)).toMatchObject({ action: { type: 'enterHand', player: 0 } });
}

test('a card read by the camera, confirmed with Enter, goes into the game', async ({ page }) => {
  await toFinalHands(page);
  await page.getByRole('button', { name: `Scan cards for ${HAND} with the camera` }).click();
  const scanner = page.getByRole('dialog', { name: `Camera: ${HAND}` });
  await expect(scanner).toBeVisible();
  await expect(scanner.getByLabel('Camera preview')).toBeVisible();
  await expect(scanner.getByRole('combobox', { name: 'Camera', exact: true })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('camera-live.png') });

  // Hands-free: the card is held still, so it is read once by itself.
  await scanner.getByRole('checkbox', { name: 'Hands-free' }).check();
  await expect(scanner.getByRole('button', { name: 'Confirm 7C (Enter)' })).toBeVisible({ timeout: 60_000 });
  await expect(scanner).toContainText(/\d+% sure/);
  await expect(scanner.getByRole('status').filter({ hasText: 'Read: 7 of clubs (7C)' })).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('camera-read.png') });

  // One key confirms it; the scanner stays open for the next card, and does not read the same still card again.
  await page.keyboard.press('Enter');
  await expect(scanner.getByRole('status').filter({ hasText: `Added 7C to ${HAND}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove 7C from ${HAND}` })).toBeAttached();
  await expect(scanner.getByRole('status').filter({ hasText: 'Card read. Show the next card' })).toBeVisible();
  await expect(scanner.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);

  // Teach mode: the card shown is recorded as 7C for this deck version, in the data folder.
  await scanner.getByRole('button', { name: 'Teach mode' }).click();
  await scanner.getByRole('combobox', { name: 'Card' }).selectOption('7C');
  await scanner.getByRole('button', { name: 'Teach 7C (T)' }).click();
  await expect(scanner.getByRole('status').filter({ hasText: 'Learned 7 of clubs (7C).' })).toBeVisible({ timeout: 60_000 });
  await expect(scanner.getByRole('status').filter({ hasText: '1 of 52 cards taught' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('camera-teach.png') });
  const taughtFiles = readdirSync(path.join(dataDir(), 'teach')).filter((f) => f.startsWith('standard-52@'));
  expect(taughtFiles).toHaveLength(1);
  expect(Object.keys(JSON.parse(readFileSync(path.join(dataDir(), 'teach', taughtFiles[0] as string), 'utf8')).cards)).toEqual(['7C']);

  await page.keyboard.press('Escape');
  await expect(scanner).toHaveCount(0);
  await finishAnnsHand(page, 'Ann: 7C AS 2S 3S 4S 5S 6S · total 28');
});

test('a refused camera says so, and the card is typed instead', async ({ page }) => {
  // The operator refused the camera: every request for it fails as Chromium's own refusal does.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await toFinalHands(page);
  await page.getByRole('button', { name: `Scan cards for ${HAND} with the camera` }).click();
  const scanner = page.getByRole('dialog', { name: `Camera: ${HAND}` });
  await expect(scanner.getByRole('alert')).toContainText('Camera access was refused');
  await expect(scanner.getByRole('alert')).toContainText('You can type the card instead.');
  await expect(scanner.getByRole('button', { name: 'Scan (S)' })).toBeDisabled();
  await expect(scanner.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('camera-refused.png') });

  // Typing in the scanner still works (it has the focus now): the card goes to the entry.
  const typed = scanner.getByRole('textbox', { name: 'Or type the card' });
  await expect(typed).toBeFocused();
  await typed.fill('7h');
  await typed.press('Enter');
  await expect(scanner.getByRole('status').filter({ hasText: `Added 7H to ${HAND}` })).toBeVisible();
  await scanner.getByRole('button', { name: 'Close the camera' }).click();
  await expect(scanner).toHaveCount(0);
  await finishAnnsHand(page, 'Ann: 7H AS 2S 3S 4S 5S 6S · total 28');
  await expect(page.getByRole('button', { name: "Scan cards for Bo's final hand (7 cards) with the camera" })).toBeEnabled();
  await page.getByRole('form', { name: 'Final hand of Bo' }).screenshot({ path: test.info().outputPath('camera-game-goes-on.png') });
});
