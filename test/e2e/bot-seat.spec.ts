/**
 * A bot at the table: in a live Tech Chess match, seat 2 is given to a bot.
 * After each of player 1's moves (typed, one the app offers), the app announces the bot's move
 * in large text; the operator "carries it out" and confirms with one key
 * (Y); the move list then holds it, logged like any other move.
 */
import { expect, test } from '@playwright/test';
import { serverUrl } from './helpers';

test('Tech Chess against a bot seat, confirmed by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New Tech Chess match' }).click();
  await page.getByLabel('Seat 1', { exact: true }).fill('Ann');
  await page.getByLabel('Seat 2', { exact: true }).fill('Bo');
  await page.getByRole('button', { name: 'Start match' }).click();

  const seat = page.getByRole('region', { name: 'Bot seat' });
  await seat.getByRole('combobox', { name: 'Bot plays' }).selectOption({ label: 'Bo (seat 2)' });
  await seat.getByRole('combobox', { name: 'Bot', exact: true }).selectOption('greedy');
  const announce = seat.getByRole('status');
  // Player 1 to move: the bot waits.
  await expect(announce).toHaveCount(0);

  const moves = page.getByRole('list', { name: 'Move list' });
  const field = page.getByRole('textbox', { name: 'Type a move' });
  // Ann's moves are typed from what the app offers her: the bot's replies differ from match to match (its seed is
  // the match's), so a fixed line of moves may meet a square the bot took.
  const offered = page.getByRole('group', { name: 'Actions for Ann' }).getByRole('button', { name: /^[a-f][1-6][a-f][1-6]$/ });
  for (let i = 0; i < 3; i++) {
    const move = (await offered.first().textContent())?.trim() ?? '';
    expect(move).toMatch(/^[a-f][1-6][a-f][1-6]$/);
    await field.fill(move);
    await field.press('Enter');
    // Should the bot have stepped onto the square, the move is a capture: confirm it without the ability.
    const capture = page.getByRole('region', { name: /^Capture:/ });
    if (await capture.isVisible()) await capture.getByRole('button', { name: 'Capture', exact: true }).click();
    await expect(moves.getByRole('listitem')).toHaveCount(2 * i + 1);
    await expect(announce).toContainText('Bo (bot) plays:');
    const said = (await announce.locator('strong').textContent()) ?? '';
    expect(said.length).toBeGreaterThan(3);
    // The operator moves Bo's piece on the table, then confirms with one key (focus off the text field).
    await page.keyboard.press('Escape');
    await page.keyboard.press('y');
    await expect(moves.getByRole('listitem')).toHaveCount(2 * i + 2);
    await expect(announce).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ann (player 1) to move');
  expect(pageErrors).toEqual([]);
});
