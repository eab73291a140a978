/**
 * A whole Trades game refereed through the UI in browser mode, by roles and
 * labels only: setup with a short time limit, legal trades of every kind, an
 * illegal trade refused with its reason, the clock running out, final hands
 * entered by typing and by the card picker, the winner; then the command
 * line's replay of the written log agrees with the screen.
 *
 * Time: the page's clock is Playwright's fake clock, held still while the
 * trades are entered and run forward past the limit, so the test never
 * waits for real time and no machine is too slow for it.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectFits, expectRefusalSeen } from './fit';
import { declare, declareForm, matchFile, matchIdOf, newTradesMatch, phase, serverUrl } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');

test('a whole Trades game through the UI, replayed by the command line', async ({ page }) => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  await page.clock.install({ time: t0 });
  await page.goto(serverUrl());
  await newTradesMatch(page, ['Ann', 'Bo', 'Cy'], 30);
  // Hold time still from here: the countdown moves only when the test says so.
  await page.clock.pauseAt(new Date(t0.getTime() + 60 * 60_000));

  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toContainText('0:30');
  // Space starts the clock, as the button says.
  await expect(timer.getByRole('button', { name: 'Start the clock' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(phase(page)).toHaveText('Trading: 0:30 left');

  // 1. Mandatory trade, Ann gives Bo 2 cards: 1 picked blind by Ann, 1 chosen by Bo.
  await declare(page, 'Mandatory', 'Ann', 'Bo', 2);
  await declareForm(page).getByRole('button', { name: 'Declare mandatory trade' }).click();
  const trade1 = page.getByRole('listitem', { name: /^Trade 1: mandatory · Ann → Bo · 2 cards/ });
  await expect(trade1).toContainText('under way');
  await trade1.getByRole('button', { name: 'Pick blind for Ann (1 card)' }).click();
  await expect(trade1.getByRole('status')).toContainText(/Ann takes Bo's card at position \d counting from Bo's left/);
  await trade1.getByRole('button', { name: 'Complete trade 1' }).click();
  await expect(trade1).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Bo' })).toContainText('Last trade:');

  // 2. Optional trade, Cy offers Ann 1 face down and the queen of hearts face up; Ann refuses.
  // The face-up card starts empty: the table sees it, so it cannot be declared unnamed (disabled, with the reason).
  await declare(page, 'Optional', 'Cy', 'Ann', 2);
  const sendOptional = declareForm(page).getByRole('button', { name: 'Declare optional trade' });
  await expect(sendOptional).toBeDisabled();
  await expect(declareForm(page).getByRole('status').filter({ hasText: 'Name card 2 (face up) by its code or mark' })).toBeVisible();
  await expect(sendOptional).toHaveAccessibleDescription(/Name card 2 \(face up\)/);
  await sendOptional.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, '.tsbuild/shots/trades-declare-face-up-unnamed.png') });
  // Named by keyboard (typed, with completion), then Enter on the empty field confirms the completed form.
  const cyUp = declareForm(page).getByRole('combobox', { name: 'Card 2 (face up)' });
  await cyUp.focus();
  await page.keyboard.type('qh');
  await page.keyboard.press('Enter');
  await expect(declareForm(page).getByRole('button', { name: 'Remove QH from Card 2 (face up)' })).toBeVisible();
  await expect(cyUp).toBeFocused();
  await expect(sendOptional).toBeEnabled();
  await page.keyboard.press('Enter');
  const trade2 = page.getByRole('listitem', { name: /^Trade 2: optional · Cy → Ann/ });
  await expect(trade2).toContainText('1 face down, 1 face up: QH');
  await trade2.getByRole('button', { name: 'Ann refuses trade 2' }).click();
  await expect(trade2).toHaveCount(0);

  // 3. Deck trade: Cy puts a card under the deck and draws the 2 of clubs (typed with completion).
  await declare(page, 'With the deck', 'Cy', null, null);
  const drawn = declareForm(page).getByRole('combobox', { name: 'Card drawn (if shown)' });
  await drawn.fill('2c');
  await expect(page.getByRole('listbox', { name: 'Completions for Card drawn (if shown)' }).getByRole('option')).toHaveText([
    /^2C\s*\(2 of clubs\)$/,
  ]);
  await drawn.press('Enter');
  await declareForm(page).getByRole('button', { name: 'Trade with the deck' }).click();
  await expect(page.getByRole('listitem', { name: 'Cy' })).toContainText(/2 deck trades left/);

  // A face-up card the hand cannot hold is neither offered nor taken: 2C is in Cy's hand, so Ann cannot show it.
  await declare(page, 'Optional', 'Ann', 'Bo', 2);
  const annUp = declareForm(page).getByRole('combobox', { name: 'Card 2 (face up)' });
  await annUp.fill('2');
  const annCompletions = page.getByRole('listbox', { name: 'Completions for Card 2 (face up)' }).getByRole('option');
  await expect(annCompletions.filter({ hasText: /^2D/ })).toHaveCount(1);
  await expect(annCompletions.filter({ hasText: /^2C/ })).toHaveCount(0);
  await annUp.fill('2c');
  await annUp.press('Enter');
  const notHeld = declareForm(page).getByRole('alert').filter({ hasText: '2C cannot be entered here' });
  await expect(notHeld).toContainText('Ann cannot hold it: the referee knows it is elsewhere');
  await expect(notHeld).toBeInViewport({ ratio: 1 });
  // The field, its refusal and its mark buttons are in view together (the marks were half under the screen's edge).
  await expect(annUp).toBeInViewport({ ratio: 1 });
  const annMarks = declareForm(page).getByRole('group', { name: /^Card 2 \(face up\): or a card received unnamed/ });
  await expect(annMarks).toHaveCount(1);
  for (const mark of await annMarks.getByRole('button').all()) await expect(mark).toBeInViewport({ ratio: 1 });
  await expect(annUp).toBeFocused();
  await expect(declareForm(page).getByRole('button', { name: 'Declare optional trade' })).toBeDisabled();
  await page.screenshot({ path: path.join(root, '.tsbuild/shots/trades-declare-face-up.png') });

  // 4. Illegal: Bo tries to pass on both cards he received from Ann: refused with the rule, right under the form.
  await declare(page, 'Mandatory', 'Bo', 'Cy', 2);
  const marked = await declareForm(page)
    .getByLabel('Card 1', { exact: true })
    .locator('option', { hasText: 'received in the last trade' })
    .allTextContents();
  expect(marked).toHaveLength(2);
  const [firstMark, secondMark] = marked.map((text) => text.split(':')[0] as string);
  await declareForm(page)
    .getByLabel('Card 1', { exact: true })
    .selectOption(firstMark as string);
  await declareForm(page)
    .getByLabel('Card 2', { exact: true })
    .selectOption(secondMark as string);
  await declareForm(page).getByRole('button', { name: 'Declare mandatory trade' }).click();
  const refusal = declareForm(page).getByRole('alert');
  await expect(refusal).toContainText('Bo received 2 cards in their last trade');
  await expect(refusal).toContainText('may trade away at most 1 of them');
  await expect(refusal).toContainText('Rule: Trades: previous-trade rule');
  await expect(refusal).toContainText('ERR_PREVIOUS_TRADE');
  await expectRefusalSeen(page, 'Bo received 2 cards in their last trade');
  await expect(page.getByRole('listitem', { name: /^Trade \d+: mandatory · Bo/ })).toHaveCount(0);

  // 5. Legal again with one of them; then Ann's trade against busy Cy waits in the queue.
  await declareForm(page).getByLabel('Card 2', { exact: true }).selectOption('?');
  await declareForm(page).getByRole('button', { name: 'Declare mandatory trade' }).click();
  await expect(declareForm(page).getByRole('alert')).toHaveCount(0);
  // (The deck trade took number 3: trades are numbered in declaration order.)
  const trade3 = page.getByRole('listitem', { name: /^Trade 4: mandatory · Bo → Cy · 2 cards/ });
  await expect(trade3).toContainText('under way');
  await declare(page, 'Mandatory', 'Ann', 'Cy', 1);
  await declareForm(page).getByRole('button', { name: 'Declare mandatory trade' }).click();
  const trade4 = page.getByRole('listitem', { name: /^Trade 5: mandatory · Ann → Cy · 1 card/ });
  await expect(trade4).toContainText('waiting (queue 2)');
  await trade3.getByRole('button', { name: 'Complete trade 4' }).click();
  await expect(trade4).toContainText('under way');
  await trade4.getByRole('button', { name: 'Complete trade 5' }).click();
  await expect(page.getByRole('listitem', { name: /^Trade \d/ })).toHaveCount(0);

  // An optional trade that is accepted: Ann offers Bo 3 cards, 2 face down and 1 face up (8H, named); Ann picks 3 of Bo's blind.
  await declare(page, 'Optional', 'Ann', 'Bo', 3);
  const annShows = declareForm(page).getByRole('combobox', { name: 'Card 3 (face up)' });
  await annShows.fill('8h');
  await annShows.press('Enter');
  await declareForm(page).getByRole('button', { name: 'Declare optional trade' }).click();
  const trade6 = page.getByRole('listitem', { name: /^Trade 6: optional · Ann → Bo · 3 cards/ });
  await expect(trade6).toContainText('2 face down, 1 face up: 8H');
  await trade6.getByRole('button', { name: 'Pick blind for Ann (3 cards)' }).click();
  await expect(trade6.getByRole('status')).toContainText(/Ann takes Bo's cards at positions \d, \d, \d/);
  await trade6.getByRole('button', { name: 'Bo accepts trade 6' }).click();
  await expect(trade6).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Ann' })).toContainText(/Last trade: #\d+ #\d+ #\d+/);
  await expectFits(page, 'trades-mid', ['phase', 'clocks', 'board']);

  // 6. The clock runs out: sound and a visual signal, trading stops by itself.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alert').filter({ hasText: 'Time is up: trading stops.' })).toBeVisible();
  await expect(phase(page)).toHaveText('Time up: enter the final hands (0 of 3 entered)');
  await expect(timer).toContainText('time is up');
  await expect(page.getByRole('form', { name: 'Declare a trade' })).toHaveCount(0);

  // 7. Final hands: Ann typed, Bo with the card picker, Cy typed after clearing what the referee filled in.
  const annHand = page.getByRole('combobox', { name: "Ann's final hand (7 cards)" });
  await annHand.fill('as 2s 3s 4s 5s 6s');
  await annHand.press('Enter');
  await annHand.fill('7');
  await expect(page.getByRole('listbox', { name: "Completions for Ann's final hand (7 cards)" }).getByRole('option')).toHaveCount(4);
  await annHand.press('Enter');
  await page.getByRole('button', { name: "Save Ann's hand" }).click();
  await expect(page.getByText('Ann: AS 2S 3S 4S 5S 6S 7S · total 28')).toBeVisible();
  // A hand entered wrongly is corrected before the last one is in.
  await page.getByRole('button', { name: "Correct Ann's final hand" }).click();
  await page.getByRole('button', { name: 'Remove 7S from Ann' }).click();
  await annHand.fill('7h');
  await annHand.press('Enter');
  await page.getByRole('button', { name: "Save Ann's hand" }).click();
  await expect(page.getByText('Ann: AS 2S 3S 4S 5S 6S 7H · total 28')).toBeVisible();

  const boForm = page.getByRole('form', { name: 'Final hand of Bo' });
  // 8H, shown face up in trade 6 and taken by Bo, is known in his hand: the referee fills it in.
  await expect(boForm.getByRole('button', { name: /^Remove 8H from Bo/ })).toBeVisible();
  await boForm.getByRole('button', { name: 'Pick cards' }).click();
  const picker = boForm.getByRole('group', { name: "Card picker for Bo's final hand (7 cards)" });
  for (const card of [
    '9 of hearts (9H)',
    '10 of hearts (10H)',
    'jack of hearts (JH)',
    'king of hearts (KH)',
    'ace of diamonds (AD)',
    '2 of diamonds (2D)',
  ]) {
    await picker.getByRole('button', { name: card, exact: true }).click();
  }
  await page.getByRole('button', { name: "Save Bo's hand" }).click();

  // Cy lost a card picked blind by Bo (trade 4), so QH and 2C may have left the hand: whatever the referee
  // still fills in is cleared, and Cy's hand is typed whole.
  const cyHand = page.getByRole('combobox', { name: "Cy's final hand (7 cards)" });
  const cyForm = page.getByRole('form', { name: 'Final hand of Cy' });
  const removeButtons = cyForm.getByRole('button', { name: /^Remove \S+ from Cy/ });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  // A card that cannot be there is refused as it is typed: 8H is in Bo's saved hand (and is not offered).
  await cyHand.fill('8h 3c 4c 5c 6c 7c 2c');
  await cyHand.press('Enter');
  await expect(cyForm.getByRole('alert')).toContainText("8H cannot be entered here: it is in Bo's final hand");
  await cyHand.fill('8');
  const cyCompletions = page.getByRole('listbox', { name: "Completions for Cy's final hand (7 cards)" }).getByRole('option');
  await expect(cyCompletions.filter({ hasText: /^8D/ })).toHaveCount(1);
  await expect(cyCompletions.filter({ hasText: /^8H/ })).toHaveCount(0);
  // Seven codes on one line go in one by one; focus stays in the field, and Enter on the empty field saves the hand.
  await cyHand.fill('3c 4c 5c 6c 7c 2c qh');
  await cyHand.press('Enter');
  await expect(cyForm.getByRole('button', { name: /^Remove \S+ from Cy/ })).toHaveCount(7);
  await expect(cyHand).toBeFocused();
  await page.keyboard.press('Enter');
  // The last hand ends the game: it asks once (Enter confirms); U takes it back (asking, since it showed cards), and it is saved again.
  const confirm = page.getByRole('dialog').filter({ hasText: 'cannot be taken back at the table' });
  await expect(confirm.getByRole('button', { name: /^Yes: / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(phase(page)).toHaveText('Finished: Ann wins');
  await page.keyboard.press('u');
  const undoAsk = page.getByRole('dialog', { name: 'Undo these events?' });
  await undoAsk.getByRole('button', { name: 'Undo 1 event' }).click();
  await expect(phase(page)).toHaveText('Time up: enter the final hands (2 of 3 entered)');
  const cyAgain = page.getByRole('combobox', { name: "Cy's final hand (7 cards)" });
  const left = cyForm.getByRole('button', { name: /^Remove \S+ from Cy/ });
  while ((await left.count()) > 0) await left.first().click();
  await cyAgain.fill('3c 4c 5c 6c 7c 2c qh');
  await cyAgain.press('Enter');
  await page.getByRole('button', { name: "Save Cy's hand" }).click();
  await confirm.getByRole('button', { name: /^Yes: / }).click();
  await expect(confirm).toBeHidden();

  // 8. The winner and the totals on screen.
  await expect(phase(page)).toHaveText('Finished: Ann wins');
  await expect(page.getByRole('status').filter({ hasText: 'Winner: Ann' })).toBeVisible();
  const scores = page.getByRole('table', { name: 'Scores' });
  const totals: Record<string, number> = {};
  for (const name of ['Ann', 'Bo', 'Cy']) {
    const row = scores.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    totals[name] = Number(await row.getByRole('cell').last().textContent());
  }
  expect(totals).toEqual({ Ann: 28, Bo: 54, Cy: 39 });
  await expect(scores.getByRole('row').filter({ hasText: '(winner)' })).toHaveCount(1);
  await expect(scores.getByRole('rowheader', { name: /Ann \(winner\)/ })).toBeVisible();
  // The totals show the final hands' cards; the in-game counters are gone once the game is finished.
  await expect(scores.getByLabel(/^Bo's final hand: (\S+ ){6}\S+$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Players' })).not.toContainText('deck trade');
  await expect(page.getByText(/trades? completed/)).toHaveCount(0);
  await expectFits(page, 'trades-finished', ['phase', 'clocks', 'board', 'outcome']);

  // 9. The command line replays the written log to the same result as the screen.
  const shownEvents = Number((await page.getByRole('heading', { name: /Event log/ }).textContent())?.match(/\((\d+)\)/)?.[1]);
  const shownPhase = await phase(page).textContent();
  const file = matchFile(matchIdOf(page));
  // The events as they stand: an undo line ({"undo":{"keep":n}}) keeps the first n (the hand undone above and saved again).
  let live = 0;
  for (const l of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
    const line = JSON.parse(l) as { action?: unknown; undo?: { keep: number } };
    if (line.undo) live = line.undo.keep;
    else if ('action' in line) live++;
  }
  expect(live).toBe(shownEvents);
  const out = execFileSync(process.execPath, [path.join(root, 'bin/deckside.mjs'), 'replay', file], { cwd: root, encoding: 'utf8' });
  const replayed = JSON.parse(out.trim()) as {
    events: number;
    applied: number;
    finished: boolean;
    phase: string;
    winners: { seat: number; name: string }[];
    scores: { name: string; total: number }[];
    violations: unknown[];
  };
  expect(replayed.events).toBe(shownEvents);
  expect(replayed.applied).toBe(shownEvents);
  expect(replayed.violations).toEqual([]);
  expect(replayed.finished).toBe(true);
  expect(replayed.phase).toBe(shownPhase);
  expect(replayed.winners.map((w) => w.name)).toEqual(['Ann']);
  expect(Object.fromEntries(replayed.scores.map((r) => [r.name, r.total]))).toEqual(totals);
});
