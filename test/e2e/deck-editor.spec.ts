/**
 * The deck editor in Chromium: a card's name and effect text edited and
 * saved (a new version), still there after a reload (the store keeps the
 * edited deck in the data folder), exported as a file, a broken import
 * refused with its reason, and a new match recording the saved version.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dataDir, serverUrl } from './helpers';

// The saved deck is removed afterwards, so later specs find the data folder as the run started it.
test.afterEach(() => rmSync(path.join(dataDir(), 'decks'), { recursive: true, force: true }));

test('edit a card name, save, reload and see it; export; a bad import is refused', async ({ page }) => {
  await page.goto(serverUrl());
  await page.getByRole('link', { name: /Deck editor/ }).click();
  await expect(page.getByRole('heading', { name: 'Deck editor', level: 1 })).toBeVisible();
  const version = page.getByTestId('deck-version');
  await expect(version).toHaveText(/^\d+\.\d+\.\d+$/);
  const before = (await version.textContent()) ?? '';
  const next = before.replace(/(\d+)$/, (n) => String(Number(n) + 1));

  const name = page.getByLabel('Name of 7kn', { exact: true });
  await name.fill('Quantum Computing');
  await page.getByLabel('Tech Exchange effect of 7kn', { exact: true }).fill('Swap a stack card with a card of your hand.');
  await page.getByRole('button', { name: /Save deck/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `version ${next}` })).toBeAttached();
  await expect(version).toHaveText(next);
  if (process.env.TE_SHOTS) await page.screenshot({ path: path.join(process.env.TE_SHOTS, 'deck-editor.png') });

  await page.reload();
  await expect(page.getByLabel('Name of 7kn', { exact: true })).toHaveValue('Quantum Computing');
  await expect(page.getByLabel('Tech Exchange effect of 7kn', { exact: true })).toHaveValue('Swap a stack card with a card of your hand.');
  await expect(version).toHaveText(next);

  // Export: the downloaded file is the saved deck.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export deck file' }).click()]);
  expect(download.suggestedFilename()).toBe(`tech-deck-${next}.json`);
  const exported = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as {
    version: string;
    cards: { id: string; name: string | null }[];
  };
  expect(exported.version).toBe(next);
  expect(exported.cards.find((c) => c.id === '7kn')?.name).toBe('Quantum Computing');

  // A file that is not a whole deck is refused with the reason, and nothing changes.
  const broken = { ...exported, cards: exported.cards.slice(1) };
  await page
    .getByLabel('Import deck file')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.getByRole('alert')).toContainText('broken.json: The deck file lacks 1kn');
  await page.getByLabel('Import deck file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('notes.txt is not JSON');
  await expect(page.getByLabel('Name of 7kn', { exact: true })).toHaveValue('Quantum Computing');

  // A new match records the saved deck version.
  await page.getByRole('button', { name: '← Home' }).click();
  await page.getByRole('button', { name: 'New Tech Exchange match' }).click();
  await expect(page.getByLabel('Deck version')).toHaveText(`tech-deck@${next}`);
});
