/**
 * A whole Tech Grid Poker game (3 players, 4 rounds) refereed through the
 * UI in browser mode, by roles and labels only. Round 1 is scripted card by
 * card: the market typed in, companies, a company effect and a hand effect
 * resolved by guided edits, commits (with the keyboard too), an illegal
 * company placement refused with the row/column exclusivity rule shown where
 * it was entered, the reveal, the evaluation of every hand, the winners'
 * market discards, the refill, a company improvement and an end-of-round
 * discard. Rounds 2-4 are played from the offers on screen. Then the command
 * line's replay of the written log agrees with the score sheet on screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectFits, expectRefusalSeen } from './fit';
import { askedDialog, matchFile, matchIdOf, phase, serverUrl } from './helpers';

test.use({ actionTimeout: 15_000 });

const root = path.resolve(import.meta.dirname, '../..');
const PLAYERS = ['Ann', 'Bo', 'Cy'];

/** Every Tech Deck code used in the game is used once, so no card is ever declared in two places. */
const ALL = ['kn', 'sc', 'te', 'se'].flatMap((d) => Array.from({ length: 13 }, (_, i) => `${i + 1}${d}`));
const used = new Set<string>();
const take = (...codes: string[]): string[] => {
  for (const c of codes) {
    expect(used.has(c), `${c} used twice by the test`).toBe(false);
    used.add(c);
  }
  return codes;
};
const fresh = (n: number): string[] => take(...ALL.filter((c) => !used.has(c)).slice(0, n));

async function typeCards(page: Page, field: ReturnType<Page['getByRole']>, cards: readonly string[]): Promise<void> {
  await field.fill(cards.join(' '));
  await field.press('Enter');
}

const DOMAIN_NAMES: Record<string, string> = { kn: 'knowledge', sc: 'science', te: 'technology', se: 'services' };

/** Types market cards one by one (each goes to the first empty slot) and checks each shows in the grid. */
async function enterMarket(page: Page, cards: readonly string[]): Promise<void> {
  const market = page.getByRole('table', { name: 'Market (3 by 3)' });
  for (const card of cards) {
    const slot = await marketTarget(page);
    const field = page.getByRole('combobox', { name: /^Market card for/ });
    await field.fill(card);
    await field.press('Enter');
    const [, value, domain] = /^(\d+)(\w\w)$/.exec(card) ?? [];
    await expect(market.getByRole('cell', { name: `Market ${slot}`, exact: true })).toContainText(
      `${value} of ${DOMAIN_NAMES[domain ?? '']}`,
    );
    // The entry has moved on (or closed) before the next slot is read: on a busy machine the label lags the grid.
    await expect(page.getByText(`Market card for ${slot}`, { exact: true })).toHaveCount(0);
  }
}

/** The slot the market entry fills next ("row 1, column 1"), from its label. */
async function marketTarget(page: Page): Promise<string> {
  const label = await page.getByText(/^Market card for row \d, column \d$/).textContent();
  return (label ?? '').replace('Market card for ', '');
}

/** Reveals a player's hand cards; the last reveal of the last round ends the game, so it is asked once and Enter confirms. */
async function reveal(page: Page, name: string, cards: readonly string[], endsGame = false): Promise<void> {
  const form = page.getByRole('form', { name: `Reveal ${name}'s hand cards` });
  await typeCards(page, form.getByRole('combobox'), cards);
  await form.getByRole('button', { name: `Reveal ${name}'s cards` }).click();
  if (endsGame) {
    const asked = page.getByRole('dialog', { name: new RegExp(`^Enter ${name}'s two revealed hand cards .*\\?$`) });
    await expect(asked).toContainText('cannot be taken back at the table');
    await page.keyboard.press('Enter');
    await expect(asked).toBeHidden();
  }
  await expect(form).toHaveCount(0);
}

/** Confirms with Enter when the step just taken was asked once (the end of a round); other steps go at once. */
async function confirmIfAsked(page: Page): Promise<void> {
  const asked = askedDialog(page);
  if (await asked.isVisible()) {
    await page.keyboard.press('Enter');
    await expect(asked).toBeHidden();
  }
  await idle(page);
}

/** Waits until the last action is saved (input waits while an action is being saved). */
const idle = (page: Page) => expect(page.getByRole('button', { name: 'Undo the last event' })).toBeEnabled();

/** Presses a shortcut key once the previous action is saved. */
async function key(page: Page, k: string): Promise<void> {
  await idle(page);
  await page.keyboard.press(k);
  await idle(page);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(root, '.tsbuild/grid-poker-shots', `${name}.png`) });
}

test('a whole Tech Grid Poker game through the UI, replayed by the command line', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New Tech Grid Poker match' }).click();
  for (let seat = 0; seat < 3; seat++) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(PLAYERS[seat] as string);
  // One Tech Deck, said outright: the form offers the options of the last match, which another spec may have set.
  await page.getByLabel('Tech Decks').fill('1');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toHaveText('Setup: deal the market');

  // Setup: the first player as drawn at the table, the market typed in, companies, discards.
  const firstForm = page.getByRole('form', { name: 'First player' });
  await firstForm.getByLabel('Change to').selectOption({ label: 'Ann' });
  const setFirst = firstForm.getByRole('button', { name: 'Set the first player' });
  if (await setFirst.isEnabled()) await setFirst.click();
  await expect(firstForm).toContainText('Drawn as first player: Ann');
  const market = take('2kn', '2sc', '9te', '5se', '6kn', '7sc', '13kn', '13sc', '4te');
  await enterMarket(page, market.slice(0, 4));
  // Completion: "6k" offers 6kn; Enter takes it.
  const field = page.getByRole('combobox', { name: 'Market card for row 2, column 2' });
  await field.fill('6k');
  await expect(page.getByRole('listbox', { name: /^Completions for Market card/ }).getByRole('option')).toHaveText([/^6kn/]);
  await field.press('Enter');
  // The last four typed on one line go in one by one, each to the next empty slot; the field keeps the focus.
  const line = page.getByRole('combobox', { name: /^Market card for/ });
  await line.fill(market.slice(5).join(' '));
  await line.press('Enter');
  await expect(phase(page)).toHaveText('Setup: companies');
  const grid = page.getByRole('table', { name: 'Market (3 by 3)' });
  await expect(grid.getByRole('cell', { name: 'Market row 3, column 3', exact: true })).toContainText('4 of technology');
  await expect(grid.getByRole('cell', { name: 'Market row 2, column 3', exact: true })).toContainText('7 of science');
  await shot(page, '1-market');

  const companies: Record<string, string[]> = { Ann: take('1kn', '1sc'), Bo: take('8te', '8se'), Cy: take('3kn', '10kn') };
  for (const name of PLAYERS) {
    const form = page.getByRole('form', { name: 'Form a company' });
    await typeCards(page, form.getByRole('combobox', { name: `${name}'s company cards` }), companies[name] as string[]);
    await form.getByRole('button', { name: `Form ${name}'s company` }).click();
  }
  await expect(phase(page)).toHaveText('Setup: discards');
  const setupDiscards = page.getByRole('group', { name: 'Setup discards' });
  for (const name of PLAYERS) await setupDiscards.getByRole('button', { name: `${name} discards 2` }).click();
  await expect(phase(page)).toHaveText('Company effects');

  // Round 1, company effects: Ann uses 1kn, whose text the deck file lacks (typed from the card), resolved by guided edits.
  const effect = page.getByRole('form', { name: 'Company effect' });
  await effect.getByRole('radio', { name: /1 of knowledge/ }).check();
  await expect(effect.getByLabel('Card text')).toContainText('1kn: Data Mining');
  await effect.getByLabel('Effect text, as printed (not in the deck file yet)').fill('Swap a market card for the top card of the deck.');
  await effect.getByRole('button', { name: 'Use the effect' }).click();
  const resolving = page.getByRole('region', { name: /^Resolving Ann's company effect/ });
  await expect(resolving.getByLabel('Effect text')).toHaveText('Swap a market card for the top card of the deck.');
  const move = resolving.getByRole('form', { name: 'Move a card' });
  await move.getByLabel('From').selectOption({ label: 'Market row 3, column 3 (4te)' });
  await move.getByLabel('To').selectOption({ label: 'The discard pile' });
  await move.getByRole('button', { name: 'Move the card' }).click();
  await move.getByLabel('From').selectOption({ label: 'The deck' });
  await move.getByLabel('To').selectOption({ label: 'Market row 3, column 3 (empty)' });
  await typeCards(page, move.getByRole('combobox', { name: 'Card moved (name it when it is face up)' }), take('12te'));
  await move.getByRole('button', { name: 'Move the card' }).click();
  await expect(resolving).toContainText('(2 so far)');
  await shot(page, '2-effect');
  await resolving.getByRole('button', { name: 'Finish the effect' }).click();
  // Bo passes with the keyboard, Cy with the button.
  await expect(effect).toContainText("Bo's turn");
  await key(page, 'p');
  await effect.getByRole('button', { name: 'No effect for Cy' }).click();
  await expect(phase(page)).toHaveText('Hand effects');

  // Hand effects: Ann passes; Bo reveals 11se ("draw two cards"): two cards from the deck to his hand, then it is discarded and redrawn.
  const handEffect = page.getByRole('form', { name: 'Hand effect' });
  await handEffect.getByRole('button', { name: 'No effect for Ann' }).click();
  await typeCards(page, handEffect.getByRole('combobox', { name: 'Hand card Bo reveals' }), take('11se'));
  await handEffect.getByLabel('Effect text, as printed (not in the deck file yet)').fill('Draw two cards.');
  await handEffect.getByRole('button', { name: 'Use the effect' }).click();
  const boEffect = page.getByRole('region', { name: /^Resolving Bo's hand effect/ });
  for (let i = 0; i < 2; i++) {
    await boEffect.getByLabel('From').selectOption({ label: 'The deck' });
    await boEffect.getByLabel('To').selectOption({ label: "Bo's hand" });
    await boEffect.getByRole('button', { name: 'Move the card' }).click();
    await expect(boEffect).toContainText(`(${i + 1} so far)`);
  }
  await boEffect.getByRole('button', { name: 'Finish the effect' }).click();
  await expect(page.getByRole('listitem', { name: 'Bo' })).toContainText('5 cards');
  await handEffect.getByRole('button', { name: 'No effect for Cy' }).click();
  await expect(phase(page)).toHaveText('Grid poker: commit hand cards');
  await expect(page.getByRole('navigation', { name: 'Phases' }).locator('[aria-current="step"]')).toHaveText('Commit');

  // Commits: Ann row 3 (click), Bo column 1 (key A), Cy none (key P). Only the line is recorded: face down.
  const commit = page.getByRole('group', { name: 'Commit hand cards' });
  await commit.getByRole('button', { name: /^Row 3/ }).click();
  await expect(commit).toContainText('Bo: two hand cards face down');
  await key(page, 'a');
  await expect(commit).toContainText('Cy: two hand cards face down');
  await key(page, 'p');
  await expect(phase(page)).toHaveText('Grid poker: place company cards');
  await expect(page.getByRole('listitem', { name: 'Ann' })).toContainText('hand cards at Row 3: 2 face down');

  // Illegal: Ann's company to a row while her hand cards are on row 3. The row buttons are marked not allowed, with
  // the reason on hover; entered anyway (key Q: row 1), it is refused where it was entered, with the rule.
  const place = page.getByRole('group', { name: 'Place company cards' });
  await expect(place.getByRole('button', { name: /^Row 1/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(place.getByRole('button', { name: /^Row 1/ })).toHaveAttribute('title', /company cards must go to a column/);
  await expect(place).toContainText("Ann's hand cards are at Row 3: the company cards go to a column.");
  await key(page, 'q');
  const refusal = place.getByRole('alert');
  await expect(refusal).toContainText("Ann's hand cards are on row 3, so the company cards must go to a column");
  await expect(refusal).toContainText('Rule: Tech Grid Poker: row and column exclusivity');
  await expect(refusal).toContainText('ERR_ROW_COLUMN_EXCLUSIVITY');
  await expectRefusalSeen(page, "Ann's hand cards are on row 3, so the company cards must go to a column");
  await shot(page, '3-refused');
  await place.getByRole('button', { name: /^Column 2/ }).click();
  await expect(refusal).toHaveCount(0);
  await key(page, 'w'); // Bo: company to row 2
  await place.getByRole('button', { name: /^Row 1/ }).click(); // Cy
  await expect(phase(page)).toHaveText('Grid poker: reveal');

  // Reveal: Ann 13te 12kn (full house on row 3), Bo 2te 2se (three 2s on column 1).
  await reveal(page, 'Ann', take('13te', '12kn'));
  await reveal(page, 'Bo', take('2te', '2se'));
  const rows = page.getByRole('table', { name: 'Row hands' });
  const columns = page.getByRole('table', { name: 'Column hands' });
  await expect(rows).toContainText('Best row: Ann with full house, +2 points');
  await expect(rows.getByRole('row', { name: /^Bo Row 2 company/ })).toContainText('pair');
  await expect(rows.getByRole('row', { name: /^Cy Row 1 company/ })).toContainText('pair');
  await expect(columns).toContainText('Best column: Bo with three of a kind, +1 point');
  await expect(columns.getByRole('row', { name: /^Ann Column 2 company/ })).toContainText('pair');
  await expect(phase(page)).toHaveText('Grid poker: winners discard market cards');
  await shot(page, '4-evaluated');
  await expectFits(page, 'grid-poker-mid', ['phase', 'board', 'scores']);

  // Winners' market discards: Ann clicks 12te in the grid, Bo takes 2kn from the offered buttons.
  await page.getByRole('button', { name: 'Discard 12te (row 3, column 3)' }).click();
  await page.getByRole('group', { name: 'Market discard' }).getByRole('button', { name: 'Bo discards 2kn (row 1, column 1)' }).click();
  await expect(phase(page)).toHaveText('Grid poker: refill the market');
  // A card already in the market cannot come off the deck: refused where it was typed.
  const refill = page.getByRole('combobox', { name: 'Market card for row 1, column 1' });
  await typeCards(page, refill, ['9te']);
  // (The entry knows it is in the market: it refuses it before the engine is asked, and does not offer it.)
  await expect(page.getByRole('alert').filter({ hasText: '9te' })).toContainText(
    '9te cannot be entered here: in the market at row 1, column 3.',
  );
  await enterMarket(page, take('3se', '4sc'));
  await expect(phase(page)).toHaveText('Company improvement');

  // Company improvement: Ann puts 9kn in place of 1sc; Bo and Cy keep theirs.
  const improve = page.getByRole('form', { name: 'Company improvement' });
  await typeCards(page, improve.getByRole('combobox'), take('9kn'));
  await improve.getByRole('radio', { name: /1 of science/ }).check();
  await improve.getByRole('button', { name: 'Put it into the company' }).click();
  await improve.getByRole('button', { name: "Keep Bo's company" }).click();
  await key(page, 'p');
  await expect(phase(page)).toHaveText('End of round: discard down');
  // Bo's discard ends the round, a step the engine marks irreversible: the form asks once (Enter confirms), U undoes
  // it, and it is taken again. The steps before it (commits, reveals, improvements) were not asked.
  const endDiscard = page.getByRole('group', { name: 'End of round discards' }).getByRole('button', { name: 'Bo discards 1 down to 4' });
  const askedEnd = page.getByRole('dialog', { name: 'Bo discards 1 down to 4?' });
  await endDiscard.click();
  await expect(askedEnd).toContainText('cannot be taken back at the table');
  await expect(askedEnd.getByRole('button', { name: 'Yes: Bo discards 1 down to 4' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(askedEnd).toBeHidden();
  await expect(phase(page)).toHaveText('Company effects');
  await key(page, 'u');
  await expect(phase(page)).toHaveText('End of round: discard down');
  await endDiscard.click();
  await expect(askedEnd).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(askedEnd).toBeHidden();
  await expect(phase(page)).toHaveText('Company effects');
  await expect(page.getByRole('listitem', { name: 'Bo' })).toContainText('first player');
  const scores = page.getByRole('table', { name: 'Scores' });
  await expect(scores.getByRole('row', { name: /^Ann/ }).getByRole('cell')).toHaveText(['2', '0', '0', '0', '2']);
  await expect(scores.getByRole('row', { name: /^Bo/ }).getByRole('cell')).toHaveText(['1', '0', '0', '0', '1']);

  // The help overlay lists the grid poker keys.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
    'Hand or company cards to row 1-3 (Q W E) or column 1-3 (A S D)',
  );
  await page.keyboard.press('Escape');

  // The table view: the market and the scores, large.
  await key(page, 't');
  const tableView = page.getByRole('dialog', { name: 'Table view' });
  await expect(tableView.getByRole('table', { name: 'Market (3 by 3)' })).toBeVisible();
  await shot(page, '5-table-view');
  await page.keyboard.press('t');
  await expect(tableView).toHaveCount(0);

  // Rounds 2-4 from what the screen offers: everyone passes on effects, hand cards on a row, company on a column.
  const returned: Record<string, string[]> = {};
  for (let round = 2; round <= 4; round++) {
    for (const kind of ['Company effect', 'Hand effect']) {
      for (let k = 0; k < 3; k++)
        await page
          .getByRole('form', { name: kind })
          .getByRole('button', { name: /^No effect for/ })
          .click();
    }
    await expect(phase(page)).toHaveText('Grid poker: commit hand cards');
    for (let k = 0; k < 3; k++) await key(page, ['q', 'w', 'e'][(k + round) % 3] as string);
    await expect(phase(page)).toHaveText('Grid poker: place company cards');
    for (let k = 0; k < 3; k++) await key(page, ['a', 's', 'd'][(k + round) % 3] as string);
    await expect(phase(page)).toHaveText('Grid poker: reveal');
    for (const name of PLAYERS) await reveal(page, name, returned[name] ?? fresh(2), round === 4 && name === PLAYERS.at(-1));
    for (const name of PLAYERS) delete returned[name];
    await expect(page.getByRole('table', { name: 'Row hands' })).toContainText(/Best row: \w+/);
    await expect(page.getByRole('table', { name: 'Column hands' })).toContainText(/Best column: \w+/);
    if (round === 4) break;
    // Winners' market discards: the first card offered.
    while ((await phase(page).textContent()) === 'Grid poker: winners discard market cards')
      await page
        .getByRole('group', { name: 'Market discard' })
        .getByRole('button')
        .first()
        .click()
        .then(() => idle(page));
    // The others return their hand cards (round 2) or discard and redraw them.
    const choices = page.getByRole('group', { name: 'Return or redraw' });
    while ((await phase(page).textContent()) === 'Grid poker: return or redraw') {
      const label = (await choices.getByRole('button').first().textContent()) ?? '';
      const name = label.split(' ')[0] as string;
      if (round === 2) {
        const hand = await page
          .getByRole('table', { name: 'Row hands' })
          .getByRole('row', { name: new RegExp(`^${name} Row \\d hand cards`) })
          .getByRole('cell')
          .nth(2)
          .textContent();
        returned[name] = (hand ?? '').match(/\d+(kn|sc|te|se)/g)?.slice(3) ?? [];
        await choices.getByRole('button', { name: `${name} returns the hand cards to hand` }).click();
      } else await choices.getByRole('button', { name: `${name} discards them and draws two` }).click();
      await idle(page);
    }
    while ((await phase(page).textContent()) === 'Grid poker: refill the market') {
      await enterMarket(page, fresh(1));
      await idle(page);
    }
    // The last improvement ends the round when no hand is over the limit: asked once, confirmed with Enter.
    for (let k = 0; k < 3; k++) {
      await idle(page);
      await page.keyboard.press('p');
      await confirmIfAsked(page);
    }
    if ((await phase(page).textContent()) === 'End of round: discard down')
      while ((await phase(page).textContent()) === 'End of round: discard down') {
        await page
          .getByRole('group', { name: 'End of round discards' })
          .getByRole('button', { name: /discards \d down to/ })
          .first()
          .click();
        await confirmIfAsked(page);
      }
    await expect(phase(page)).toHaveText('Company effects');
  }

  // The game is over: winners and the score sheet on screen.
  await expect(phase(page)).toHaveText('Game over');
  await shot(page, '6-over');
  await expectFits(page, 'grid-poker-finished', ['phase', 'board', 'scores', 'outcome']);
  const totals: Record<string, number> = {};
  const rounds: Record<string, number[]> = {};
  for (const name of PLAYERS) {
    const cells = await scores
      .getByRole('row', { name: new RegExp(`^(★ )?${name}`) })
      .getByRole('cell')
      .allTextContents();
    rounds[name] = cells.slice(0, 4).map(Number);
    totals[name] = Number(cells[4]);
    expect(rounds[name]?.reduce((a, b) => a + b, 0)).toBe(totals[name]);
  }
  expect(rounds.Ann?.[0]).toBe(2);
  const best = Math.max(...Object.values(totals));
  const winners = PLAYERS.filter((n) => totals[n] === best);
  // The banner names the same winners the score sheet marks (a shared win is never a bare "Draw").
  const named = winners.length === 1 ? `Winner: ${winners[0]}` : `Winners: ${winners.slice(0, -1).join(', ')} and ${winners.at(-1)} (tie)`;
  await expect(page.getByRole('status').filter({ hasText: /★ Winner/ })).toContainText(named);

  // The command line replays the written log to the same scores and winners.
  const shownEvents = Number((await page.getByRole('heading', { name: /Event log/ }).textContent())?.match(/\((\d+)\)/)?.[1]);
  const file = matchFile(matchIdOf(page));
  // The header, the live events, and the round end taken back with U: its event and the undo marker stay in the file.
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  expect(lines.filter((l) => l.startsWith('{"undo":'))).toHaveLength(1);
  expect(lines).toHaveLength(1 + shownEvents + 2);
  const out = execFileSync(process.execPath, [path.join(root, 'bin/deckside.mjs'), 'replay', file], { cwd: root, encoding: 'utf8' });
  const replayed = JSON.parse(out.trim()) as {
    events: number;
    applied: number;
    finished: boolean;
    phase: string;
    winners: { name: string }[];
    scores: { name: string; total: number; rounds: number[] }[];
    violations: unknown[];
  };
  expect(replayed.violations).toEqual([]);
  expect(replayed.events).toBe(shownEvents);
  expect(replayed.applied).toBe(shownEvents);
  expect(replayed.finished).toBe(true);
  expect(replayed.phase).toBe('Game over');
  expect(replayed.winners.map((w) => w.name)).toEqual(winners);
  expect(Object.fromEntries(replayed.scores.map((r) => [r.name, r.total]))).toEqual(totals);
  expect(Object.fromEntries(replayed.scores.map((r) => [r.name, r.rounds]))).toEqual(rounds);
});
