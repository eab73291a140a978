/**
 * The match frame at the table: the help overlay lists the shortcuts, the
 * table view is one key away, the clock starts on Space, offers that cannot
 * be taken say why, and "undo to here" says what it will undo and warns when
 * it takes back cards the players have seen.
 */
import { expect, test } from '@playwright/test';
import { declareForm, newTradesMatch, phase, serverUrl } from './helpers';

test('shortcuts, table view, disabled reasons and undo to here', async ({ page }) => {
  await page.goto(serverUrl());
  await newTradesMatch(page, ['Gil', 'Hal', 'Ivy'], 600);

  await page.keyboard.press(' ');
  await expect(phase(page)).toHaveText(/^Trading: /);

  // The help lists what the keys do now (the trade shortcuts exist while trading).
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const label of [
    'Table view (full screen) on or off',
    'Undo the last event',
    'Declare a mandatory trade',
    'Start, pause or resume the clock',
  ]) {
    await expect(help.getByText(label, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('t');
  const table = page.getByRole('dialog', { name: 'Table view' });
  await expect(table.getByRole('timer', { name: 'Time left' })).toBeVisible();
  await expect(table.getByRole('listitem', { name: 'Ivy' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(table.getByRole('timer', { name: 'Time left' })).toContainText('(paused)');
  await page.keyboard.press(' ');
  await expect(table.getByRole('timer', { name: 'Time left' })).not.toContainText('(paused)');
  await page.keyboard.press('t');
  await expect(table).toBeHidden();

  // "m" opens the declare form on a mandatory trade; the default trade is Gil → Hal, 1 card.
  await page.keyboard.press('m');
  await expect(declareForm(page).getByLabel('Declared by')).toBeFocused();
  await declareForm(page).getByRole('button', { name: 'Declare mandatory trade' }).click();
  const busy = page.getByRole('group', { name: 'Actions for Hal' }).getByRole('button', { name: 'Mandatory trade…' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(busy).toHaveAttribute('title', 'Busy in trade 1.');
  await page.keyboard.press('c');
  // Start, pause, resume, declare, complete.
  await expect(page.getByRole('heading', { name: /Event log/ })).toContainText('(5)');

  await page.getByRole('button', { name: 'Undo to here: keep event 3, undo the 2 after it' }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo these events?' });
  await expect(confirm.getByRole('listitem')).toHaveText([
    /Gil declares a mandatory trade of 1 card with Hal/,
    /trade 1 \(Gil with Hal\) completed/,
  ]);
  await expect(confirm.getByRole('note')).toContainText('crosses information the players have already seen');
  await confirm.getByRole('button', { name: 'Undo 2 events' }).click();
  await expect(page.getByRole('heading', { name: /Event log/ })).toContainText('(3)');
  await expect(page.getByRole('listitem', { name: 'Hal' })).toContainText('Free');
});
