/**
 * A whole Tech Chess game refereed through the UI in browser mode, by roles
 * and labels only: a custom layout chosen in the new-match options and a
 * change of it logged from the setup form, a 2-minute
 * chess clock (+5 s) seen ticking, paused and resumed, moves by click and by
 * typing (and one by the keyboard cursor), illegal moves refused with their
 * reasons where they were entered, a king captured (and expelled), "Check"
 * announced, an upgrade and a build with their counters changing, a card
 * effect from hand with a king exchange refused, a move taken back from the
 * move list, and the last king mated. Then the command line's replay of the
 * written log agrees with the result on screen.
 *
 * The line is the engine's perft line where a king is captured and the
 * mate after it (`d1c3 a5a4 c3d5 a4a3 d5b6` + `a3a2 d2d3 d6e4 e1d2 e4d2`),
 * with player 1's card turns and player 2's waiting moves in between, so
 * player 1 ends with no card in hand (a lone king in check with no legal
 * action loses).
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectFits, expectRefusalSeen } from './fit';
import { matchFile, matchIdOf, phase, serverUrl } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
const P1 = 'Ann';
const P2 = 'Bo';

const board = (page: Page) => page.getByRole('grid', { name: /^Board/ });
const square = (page: Page, sq: string) => board(page).locator(`[data-square="${sq}"]`);
const idle = (page: Page) => expect(page.getByRole('button', { name: 'Undo the last event' })).toBeEnabled();
const moves = (page: Page) => page.getByRole('list', { name: 'Move list' });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(root, '.tsbuild/e2e-results', `tech-chess-${name}.png`) });
}

/** A move by two clicks: the piece (its legal destinations light up), then the destination. */
async function click(page: Page, from: string, to: string): Promise<void> {
  await square(page, from).click();
  await expect(square(page, to)).toHaveAccessibleName(/legal destination/);
  await square(page, to).click();
}

async function typed(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Type a move' });
  await field.fill(text);
  await field.press('Enter');
}

/** Confirms a capture without using the capturing card's ability. */
async function capture(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: /^Capture:/ });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Capture', exact: true }).click();
  await expect(panel).toHaveCount(0);
}

async function expectMoves(page: Page, count: number, last: string): Promise<void> {
  await expect(moves(page).getByRole('listitem')).toHaveCount(count);
  await expect(moves(page).getByRole('listitem').last()).toContainText(last);
}

test('a whole Tech Chess game through the UI, replayed by the command line', async ({ page }) => {
  test.setTimeout(360_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New Tech Chess match' }).click();
  await expect(page.getByRole('heading', { name: 'New Tech Chess match' })).toBeVisible();
  await page.getByLabel('Seat 1', { exact: true }).fill(P1);
  await page.getByLabel('Seat 2', { exact: true }).fill(P2);
  await page.getByLabel('Clock (minutes)').fill('2');
  await page.getByLabel('Clock increment (seconds)').fill('5');
  await page.getByLabel('Cards dealt').fill('2');
  // Player 1 stands the science 12 on c1 and the services 11 on d1 (the default is the other way round).
  await page.getByLabel('Player 1 layout').fill('1se 13se 12sc 11se 13sc 1sc 2se 3se 4se 4sc 3sc 2sc');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toContainText(`${P1} (player 1) to move`);
  await expect(square(page, 'd1')).toHaveAccessibleName("d1, player 1's knight 11se (11 of services)");
  await expect(square(page, 'c1')).toHaveAccessibleName(/player 1's queen 12sc/);
  await expect(square(page, 'b6')).toHaveAccessibleName(/player 2's king 13kn/);
  await expect(page.getByText('Upgrades left 2/2').first()).toBeVisible();
  await expect(page.getByText('Builds left 3/3').first()).toBeVisible();
  const clock1 = page.getByRole('timer', { name: `${P1} (P1) +5s` });
  const clock2 = page.getByRole('timer', { name: `${P2} (P2) +5s` });
  await expect(clock1).toContainText('not started');
  await expect(clock1).toContainText('2:00');
  await shot(page, '1-start');

  // Player 2 laid the rooks out the other way round at the table: the setup form logs one correction.
  await page.getByText('Setup: which cards stand where').click();
  const setup = page.getByRole('form', { name: 'Setup layout' });
  await setup
    .getByRole('group', { name: /^Bo \(player 2/ })
    .getByLabel('1 on a6 (the other on f6)')
    .selectOption('1te');
  await setup.getByRole('button', { name: 'Set this layout (4 logged edits)' }).click();
  await expect(square(page, 'a6')).toHaveAccessibleName(/player 2's rook 1te/);
  await expect(square(page, 'f6')).toHaveAccessibleName(/player 2's rook 1kn/);
  await expectMoves(page, 1, 'correction (4 edits): setup layout as laid out at the table');

  // Move 1 by clicks: the knight's destinations light up (a knight jumps).
  await square(page, 'd1').click();
  await expect(square(page, 'c3')).toHaveAccessibleName(/legal destination/);
  await expect(square(page, 'e3')).toHaveAccessibleName(/legal destination/);
  await expect(square(page, 'd3')).not.toHaveAccessibleName(/legal destination/);
  await shot(page, '2-selected');
  await square(page, 'c3').click();
  await expectMoves(page, 2, 'd1c3');
  // The first turn starts the clock: player 2's runs and ticks.
  await expect(clock2).not.toContainText('not started');
  const before = await clock2.locator('.time').textContent();
  await expect(clock2.locator('.time')).not.toHaveText(before ?? '');

  // Not your piece: clicking player 1's piece on player 2's turn says why, on the board.
  await square(page, 'a2').click();
  await expect(page.getByRole('alert').filter({ hasText: /a piece of player 1; it is player 2's turn/ })).toBeVisible();

  // Move 2 typed.
  await typed(page, 'a5a4');
  await expectMoves(page, 3, 'a5a4');

  // Illegal typed moves are refused right under the field, with the rule's reason.
  await typed(page, 'a1a3');
  const typedAlert = page.getByRole('alert').filter({ hasText: 'Refused' });
  await expect(typedAlert).toContainText('The path from a1 to a3 is blocked at a2');
  await expect(typedAlert).toContainText('Rule: Tech Chess: moving a piece');
  // The field is cleared for the next try and keeps the focus.
  const moveField = page.getByRole('textbox', { name: 'Type a move' });
  await expect(moveField).toHaveValue('');
  await expect(moveField).toBeFocused();
  await typed(page, 'c3c5');
  await expect(typedAlert).toContainText('a knight (11) jumps two squares one way and one square the other');
  await expectRefusalSeen(page, 'a knight (11) jumps two squares one way and one square the other');
  await shot(page, '3-refused');
  await typed(page, 'c3d5');
  await capture(page);
  await expectMoves(page, 4, 'c3d5');
  await expectFits(page, 'tech-chess-mid', ['phase', 'clocks', 'board', 'scores']);
  await expectPhaseWhole(page, 'mid-game');
  // Read from two metres at 1366x768: the piece labels (kind sign and P1/P2) and domain letters are 24 px or more.
  const sizes = await board(page).evaluate((b) => ({
    sub: parseFloat(getComputedStyle(b.querySelector('.piece .sub') as Element).fontSize),
    domain: parseFloat(getComputedStyle(b.querySelector('.piece .domain') as Element).fontSize),
  }));
  expect(sizes.sub).toBeGreaterThanOrEqual(24);
  expect(sizes.domain).toBeGreaterThanOrEqual(24);
  // The knight on d5 attacks player 2's king on b6: "Check" in large type.
  await expect(page.getByText('Check!')).toBeVisible();
  await expect(page.getByText(`${P2}'s king on b6 is attacked`)).toBeVisible();

  // The clock pauses and resumes (logged).
  await clock2.getByRole('button', { name: 'Pause' }).click();
  await expect(clock2).toContainText('(paused)');
  const paused = await clock2.locator('.time').textContent();
  await shot(page, '4-check');
  // (The pure clock's pause is timed exactly in the unit tests; here the display just holds still.)
  await expect(clock2.locator('.time')).toHaveText(paused ?? '');
  await clock2.getByRole('button', { name: 'Resume' }).click();
  await expect(clock2).not.toContainText('(paused)');

  // Move 4 with the keyboard: the cursor (left on a2 by the last click) goes up to a4, Enter picks the pawn, then a3.
  await idle(page);
  await page.keyboard.press('x');
  await expect(square(page, 'a2')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(square(page, 'a4')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(square(page, 'a3')).toHaveAccessibleName(/legal destination/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectMoves(page, 7, 'a4a3');

  // The knight takes the king on b6: it is expelled, and the knight's ability is offered.
  await square(page, 'd5').click();
  await square(page, 'b6').click();
  const panel = page.getByRole('region', { name: 'Capture: d5b6' });
  await expect(panel).toContainText('a king: it is expelled');
  await panel.getByRole('button', { name: "Use 11se's ability…" }).click();
  await expect(panel.getByRole('note', { name: 'Card text of 11se' })).toBeVisible();
  await shot(page, '5-capture');
  await capture(page);
  await expectMoves(page, 8, 'd5b6');
  await expect(page.getByRole('region', { name: 'Deck, discard and expelled' })).toContainText('Expelled (3)');
  await expect(square(page, 'b6')).toHaveAccessibleName(/player 1's knight 11se/);

  // Player 2's pawn takes a2 (to the discard) and checks the king on b1.
  await typed(page, 'a3a2');
  await capture(page);
  await expectMoves(page, 9, 'a3a2');
  await expect(page.getByText(`${P1}'s king on b1 is attacked`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deck, discard and expelled' })).toContainText('Discard (2)');

  // Upgrade: b2's 3se for 12se from hand (a card the app had not seen: declared now).
  await page.getByRole('button', { name: 'Upgrade…' }).click();
  await square(page, 'b2').click();
  const upgrade = page.getByRole('form', { name: 'Upgrade a pawn' });
  await expect(upgrade.getByLabel('Square')).toHaveValue('b2');
  // A card that cannot be in the hand (it stands on the board) is left out of the completions and refused when typed.
  const handCard = upgrade.getByRole('combobox', { name: 'Card from hand' });
  await handCard.fill('13s');
  await expect(upgrade.getByRole('listbox', { name: /^Completions for Card from hand/ }).getByRole('option')).toHaveCount(0);
  await handCard.fill('13se');
  await handCard.press('Enter');
  await expect(upgrade.getByRole('alert')).toContainText('13se cannot be entered here: 13se stands on the board (b1)');
  await upgrade.getByRole('combobox', { name: 'Card from hand' }).fill('12se');
  await upgrade.getByRole('combobox', { name: 'Card from hand' }).press('Enter');
  await upgrade.getByRole('button', { name: 'Upgrade b2 with 12se' }).click();
  await expectMoves(page, 10, 'upgrade b2 12se');
  await expect(page.getByText('Upgrades left 1/2').first()).toBeVisible();
  await expect(square(page, 'b2')).toHaveAccessibleName(/player 1's queen 12se/);
  await expect(page.getByRole('paragraph').filter({ hasText: `Hand: 2 cards` }).first()).toContainText('3se');

  await typed(page, 'f5f4');
  await expectMoves(page, 11, 'f5f4');

  // A move played by mistake, then taken back from the move list.
  await typed(page, 'f2f3');
  await expectMoves(page, 12, 'f2f3');
  await moves(page)
    .getByRole('button', { name: /^Undo from move 12 \(f2f3\)/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Take back these moves?' });
  await expect(confirm).toContainText('f2f3');
  await confirm.getByRole('button', { name: 'Take back 1 event' }).click();
  await expectMoves(page, 11, 'f5f4');
  await expect(square(page, 'f2')).toHaveAccessibleName(/player 1's pawn 2sc/);

  // Build: the 3se from hand on d1, typed.
  await typed(page, 'build d1 3se');
  await expectMoves(page, 12, 'build d1 3se');
  await expect(page.getByText('Builds left 2/3').first()).toBeVisible();
  await expect(square(page, 'd1')).toHaveAccessibleName(/player 1's pawn 3se/);
  await shot(page, '6-built');

  await typed(page, 'f6f5');
  await expectMoves(page, 13, 'f6f5');

  // A card effect from hand: exchanging a king is refused; a guided edit is carried out and logged.
  await page.getByRole('button', { name: 'Card effect…' }).click();
  const effect = page.getByRole('form', { name: 'Use a card effect' });
  await effect.getByRole('combobox', { name: 'Card from hand (its effect)' }).fill('7sc');
  await effect.getByRole('combobox', { name: 'Card from hand (its effect)' }).press('Enter');
  await expect(effect.getByRole('note', { name: 'Card text of 7sc' })).toContainText('Earth Sciences');
  await effect.getByLabel('Card', { exact: true }).fill('13sc');
  await effect.getByLabel('From', { exact: true }).selectOption({ label: 'Board square' });
  await effect.getByLabel('From square').fill('e1');
  await effect.getByLabel('To', { exact: true }).selectOption({ label: 'Discard pile' });
  await effect.getByRole('button', { name: 'Add edit' }).click();
  await effect.getByRole('button', { name: /^Use 7sc/ }).click();
  await expect(effect.getByRole('alert')).toContainText('kings (13) may not be exchanged or replaced by a game effect');
  await effect.getByRole('button', { name: 'Remove edit 1' }).click();
  await effect.getByLabel('Card', { exact: true }).fill('5kn');
  await effect.getByLabel('From', { exact: true }).selectOption({ label: 'Deck' });
  await effect.getByLabel('To', { exact: true }).selectOption({ label: 'Discard pile' });
  await effect.getByRole('button', { name: 'Add edit' }).click();
  await shot(page, '7-effect');
  await effect.getByRole('button', { name: 'Use 7sc (1 edit)' }).click();
  await expectMoves(page, 14, 'effect 7sc (1 edit)');
  await expect(page.getByRole('paragraph').filter({ hasText: 'Hand: 0 cards' })).toHaveCount(1);

  await typed(page, 'f5f6');
  await click(page, 'd2', 'd3');
  await typed(page, 'd6e4');
  // Player 1 has two kings: walking one into attack is allowed (and announced).
  await click(page, 'e1', 'd2');
  await expect(page.getByText(`${P1}'s king on b1 and d2 is attacked`)).toBeVisible();
  await expectMoves(page, 18, 'e1d2');
  // The knight takes the king on d2: player 1's last king, on b1, is attacked with no escape. By keyboard: the
  // capture's ability is an optional next step (Enter on the focused Capture skips it), and the move that ends the
  // game (irreversible, as the engine marks it) is asked once: Enter confirms.
  await click(page, 'e4', 'd2');
  const ending = page.getByRole('region', { name: 'Capture: e4d2' });
  await expect(ending).toContainText('The ability is optional');
  await expect(ending.getByRole('button', { name: 'Capture', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirmEnd = page.getByRole('dialog', { name: 'Play e4d2, which ends the game?' });
  await expect(confirmEnd).toContainText('cannot be taken back at the table');
  await expect(confirmEnd.getByRole('button', { name: 'Yes: Play e4d2, which ends the game' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmEnd).toBeHidden();
  await expectMoves(page, 19, 'e4d2');
  await expect(phase(page)).toContainText('Game over');
  // Undo after it works (U), and the same capture taken from "Actions now" is the same two steps, then asked once.
  await idle(page);
  await page.keyboard.press('u');
  await expectMoves(page, 18, 'e1d2');
  await expect(phase(page)).not.toContainText('Game over');
  await page.getByRole('region', { name: 'Actions now' }).getByRole('button', { name: 'e4d2', exact: true }).click();
  await expect(ending).toBeVisible();
  await expect(ending.getByRole('button', { name: 'Capture', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmEnd).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(confirmEnd).toBeHidden();
  await expect(ending).toHaveCount(0);
  const result = page.getByRole('status').filter({ hasText: `${P2} wins` });
  await expect(result).toContainText(`${P1}'s last king is attacked and has no escape`);
  await expect(phase(page)).toHaveText(`Game over: ${P1}'s last king is attacked and has no escape`);
  await expect(clock1).toContainText('stopped');
  await shot(page, '8-end');
  await expectFits(page, 'tech-chess-finished', ['phase', 'clocks', 'board', 'scores', 'outcome']);
  await expectPhaseWhole(page, 'finished');

  // Every Tech Chess shortcut is listed under "?"; the table view shows the final board in large type.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Move the board cursor');
  await expect(help).toContainText('Type a move (d1c3');
  await help.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('t');
  const table = page.getByRole('dialog', { name: 'Table view' });
  await expect(table.getByRole('grid', { name: /^Board/ })).toBeVisible();
  await expect(table).toContainText(`Winner: ${P2}`);
  await shot(page, '9-table');
  await table.getByRole('button', { name: /^Close table view/ }).click();

  // The command line replays the written log to the same result.
  const file = matchFile(matchIdOf(page));
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const out = execFileSync(process.execPath, [path.join(root, 'bin/deckside.mjs'), 'replay', file], { cwd: root, encoding: 'utf8' });
  const replayed = JSON.parse(out.trim()) as { finished: boolean; phase: string; winners: { name: string }[]; violations: unknown[] };
  expect(lines.length).toBeGreaterThan(18);
  expect(replayed).toMatchObject({ finished: true, violations: [] });
  expect(replayed.phase).toBe(await phase(page).textContent());
  expect(replayed.winners.map((w) => w.name)).toEqual([P2]);
  expect(pageErrors).toEqual([]);
});

/**
 * The phase heading and the phase pills beside the two clocks are read whole
 * at 1366x768, in the match header and the table view: the heading wrapped,
 * never cut (no text past its box); each pill's words inside the pill and
 * the pill inside its line (once cut to "Play", "G…").
 */
async function expectPhaseWhole(page: Page, when: string): Promise<void> {
  const cut = () =>
    page.evaluate(() => {
      const over = (el: HTMLElement, line: DOMRect) => {
        const r = el.getBoundingClientRect();
        return Math.max(el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight, r.right - line.right, line.left - r.left);
      };
      const seen = (el: HTMLElement) => el.getClientRects().length > 0;
      const headings = Array.from(document.querySelectorAll<HTMLElement>('h1.phase')).filter(seen);
      const pills = Array.from(document.querySelectorAll<HTMLElement>('.phase-bar .phases li')).filter(seen);
      return [...headings, ...pills].map((el) => {
        const line = (el.closest('.line') ?? el).getBoundingClientRect();
        return { text: el.title || el.textContent, over: over(el, line) };
      });
    });
  for (const h of await cut()) expect(h.over, `${when}: the phase heading or pill "${h.text}" is cut`).toBeLessThanOrEqual(1);
  await page.keyboard.press('t');
  await expect(page.getByRole('dialog', { name: 'Table view' })).toBeVisible();
  for (const h of await cut()) expect(h.over, `${when}, table view: the phase heading or pill "${h.text}" is cut`).toBeLessThanOrEqual(1);
  await page.keyboard.press('t');
  await expect(page.getByRole('dialog', { name: 'Table view' })).toBeHidden();
}
