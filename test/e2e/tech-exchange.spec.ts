/**
 * A whole Tech Exchange game (3 players, 3 rounds) through the UI in
 * Chromium: trades recorded in a click or a keystroke, the deck's top card
 * revealed after each (a refused reveal shows its reason where it was
 * typed), the kn stack reaching the first phase's limit, an effect the
 * referee carries out (13sc) and a guided one (4kn), a wild put on a chosen
 * stack, players done and back, hands entered and the suggested groupings
 * accepted; then `deckside replay` of the written log agrees with the score
 * sheet on screen. The same game is played by the engine alone in
 * test/renderer/tech-exchange-script.test.ts.
 *
 * Set TE_SHOTS=<folder> to save screenshots of the main moments.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HANDS, ROUND_SCORES, SCRIPT, SCRIPT_PLAYERS, SCRIPT_SEED, TOTALS } from '../renderer/tech-exchange-script';
import { expectFits, expectRefusalSeen } from './fit';
import { matchFile, matchIdOf, phase, serverUrl } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
const shots = process.env.TE_SHOTS;
const [ANN, BO, CY] = SCRIPT_PLAYERS;

async function shot(page: Page, file: string): Promise<void> {
  if (shots) await page.screenshot({ path: path.join(shots, `${file}.png`) });
}

const tradeRegion = (page: Page): Locator => page.getByRole('region', { name: 'Record a trade' });
const effectsRegion = (page: Page): Locator => page.getByRole('region', { name: /(turn: use a card effect or pass|resolves)/ });
const stackCount = (page: Page, d: string): Locator => page.getByTestId(`stack-${d}-count`);

/** The sticky header (stacks, players, marker) leaves the screen to the work: at most 150 px of 768. */
async function expectCompactHeader(page: Page): Promise<void> {
  const height = await page.locator('.te > .top').evaluate((el) => el.getBoundingClientRect().height);
  expect(height, 'the Tech Exchange header at 1366x768').toBeLessThanOrEqual(150);
}

async function trade(page: Page, a: string, b: string, aCount: number, bCount: number, byKey = false): Promise<void> {
  const form = tradeRegion(page);
  await form.getByRole('radiogroup', { name: 'Player A' }).getByRole('radio', { name: a }).check();
  await form.getByRole('radiogroup', { name: 'Player B' }).getByRole('radio', { name: b }).check();
  await form
    .getByRole('radiogroup', { name: 'Cards Player A gives' })
    .getByRole('radio', { name: aCount === 1 ? '1 card' : `${aCount} cards` })
    .check();
  await form
    .getByRole('radiogroup', { name: 'Cards Player B gives' })
    .getByRole('radio', { name: bCount === 1 ? '1 card' : `${bCount} cards` })
    .check();
  // One keystroke (R) or one click records it.
  if (byKey) await page.keyboard.press('r');
  else await form.getByRole('button', { name: /^Record trade/ }).click();
  await expect(page.getByRole('region', { name: /Reveal the top card of the deck/ })).toBeVisible();
}

async function reveal(page: Page, card: string): Promise<void> {
  const input = page.getByLabel('Revealed card', { exact: true });
  await input.fill(card);
  await input.press('Enter');
}

async function pass(page: Page, player: string): Promise<void> {
  await effectsRegion(page)
    .getByRole('button', { name: `${player} passes` })
    .click();
}

async function useEffect(page: Page, player: string, card: string): Promise<void> {
  const region = effectsRegion(page);
  await expect(region.getByRole('heading')).toContainText(`${player}'s turn`);
  const input = region.getByLabel(`Card ${player} uses`, { exact: true });
  await input.fill(card);
  await input.press('Enter');
  await region.getByRole('button', { name: 'Use this effect' }).click();
  await expect(effectsRegion(page).getByRole('heading')).toContainText(`${player} resolves`);
}

async function scoreRound(page: Page, round: number, roundShot?: string): Promise<void> {
  for (let seat = 0; seat < 3; seat++) {
    const name = SCRIPT_PLAYERS[seat] as string;
    const input = page.locator(`#hand-${seat}`);
    await input.fill((HANDS[round]?.[seat] ?? []).join(' '));
    await input.press('Enter');
    await page.getByRole('button', { name: `Enter ${name}'s hand`, exact: true }).click();
    const card = page.getByRole('article', { name: `${name}'s hand` });
    await expect(card).toContainText(`Best grouping: ${ROUND_SCORES[round]?.[seat]} points`);
    if (roundShot && seat === 2) await shot(page, roundShot);
    if (round === 0 && seat === 0) {
      // An own grouping starts from the best keep: the kept cards are not typed again.
      await card.getByRole('button', { name: `Enter ${name}'s own grouping` }).click();
      const own = card.getByRole('form', { name: `${name}'s own grouping` });
      await expect(own.getByText('7 of 7')).toBeVisible();
      await card.getByRole('button', { name: `Enter ${name}'s own grouping` }).click();
      await expect(own).toBeHidden();
    }
    await card.getByRole('button', { name: `Accept ${ROUND_SCORES[round]?.[seat]} points for ${name}` }).click();
  }
}

async function shortRound(page: Page, round: number, revealed: string, order: readonly string[]): Promise<void> {
  await expect(phase(page)).toContainText(`Round ${round + 1}: first trading phase`);
  await trade(page, ANN as string, CY as string, 1, 1, true);
  await reveal(page, revealed);
  for (let t = 0; t < 2; t++) {
    await page.getByRole('button', { name: /End trading \(no one wants to trade\)/ }).click();
    // Ending a phase cannot be taken back at the table: the step asks once.
    const confirm = page.getByRole('dialog', { name: 'End trading (no one wants to trade)' });
    await expect(confirm).toContainText('cannot be taken back at the table');
    if (round === 1 && t === 0) {
      // By keyboard: Enter confirms (the confirm button has the focus); U then takes the step back, and it is taken again.
      await expect(confirm.getByRole('button', { name: 'Yes: End trading (no one wants to trade)' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      const after = (await phase(page).textContent()) ?? '';
      await expect(phase(page)).not.toContainText('first trading phase');
      await page.keyboard.press('u');
      await expect(phase(page)).toContainText(`Round ${round + 1}: first trading phase`);
      await page.getByRole('button', { name: /End trading \(no one wants to trade\)/ }).click();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(phase(page)).toHaveText(after);
    } else {
      await confirm.getByRole('button', { name: 'Yes: End trading (no one wants to trade)' }).click();
      await expect(confirm).toBeHidden();
    }
    for (const p of order) await pass(page, p);
  }
  await expect(phase(page)).toContainText('reveal and score');
  await scoreRound(page, round);
}

test('a whole 3-player Tech Exchange game through the UI, replayed by the command line', async ({ page }) => {
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New Tech Exchange match' }).click();
  await expect(page.getByRole('heading', { name: 'New Tech Exchange match' })).toBeVisible();
  for (let seat = 0; seat < 3; seat++) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(SCRIPT_PLAYERS[seat] as string);
  await page.getByLabel('Seed', { exact: true }).fill(SCRIPT_SEED);
  const deckVersion = page.getByLabel('Deck version');
  await expect(deckVersion).toHaveText(/^tech-deck@\d/);
  const recordedDeck = await deckVersion.textContent();
  await page.getByRole('button', { name: 'Start match' }).click();

  // Round 1, first trading phase.
  await expect(phase(page)).toHaveText('Round 1: first trading phase');
  await expect(page.getByRole('navigation', { name: 'Phases' }).locator('[aria-current="step"]')).toHaveText(/Trading 1/);
  await expectCompactHeader(page);
  for (const d of ['kn', 'sc', 'te', 'se']) await expect(stackCount(page, d)).toHaveText('1');
  await shot(page, '01-start');
  // The help overlay lists the trading shortcuts.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await expect(help).toContainText('Record the trade as set in the form');
  await expect(help).toContainText('Trade: next player B');
  await page.keyboard.press('?');
  await expect(help).toBeHidden();
  await trade(page, ANN as string, BO as string, 1, 1);
  await shot(page, '02-reveal-prompt');
  await reveal(page, '5kn');
  await expect(stackCount(page, 'kn')).toHaveText('2');
  await trade(page, BO as string, CY as string, 2, 2, true);
  // 5kn is already on the kn stack, so it cannot be the deck's top card: the completions leave it out ...
  const revealInput = page.getByLabel('Revealed card', { exact: true });
  await revealInput.fill('5');
  const completions = page.getByRole('listbox', { name: 'Completions for Revealed card' });
  await expect(completions).toContainText('5sc');
  await expect(completions).not.toContainText('5kn');
  // ... and typed anyway, the referee refuses it with its rule.
  await reveal(page, '5kn');
  const refusal = page.getByRole('region', { name: /Reveal the top card of the deck/ }).getByRole('alert');
  await expect(refusal).toContainText('Refused');
  await expect(refusal).toHaveAttribute('data-code', 'ERR_CARD_ELSEWHERE');
  await shot(page, '03-refused');
  await expectRefusalSeen(page, /Refused: .+/);
  await reveal(page, '6kn');
  // The kn stack reaches 3: the first trading phase pauses by itself.
  await expect(stackCount(page, 'kn')).toHaveText('3');
  await expect(phase(page)).toContainText('Round 1: first card-effects phase');
  await expect(page.getByRole('status').filter({ hasText: 'a stock stack holds 3 cards' })).toBeVisible();

  // First effects phase: Ann uses 13sc (AI), which the referee carries out.
  await useEffect(page, ANN as string, '13sc');
  await expect(page.getByLabel('Effect text')).toContainText('Replace a neutral card');
  await expectCompactHeader(page);
  await shot(page, '04-effect');
  await expectFits(page, 'tech-exchange-mid', ['phase', 'board', 'scores']);
  await page.getByLabel('Card on the stack').selectOption('5kn');
  const top = page.getByLabel('Top card of the deck (revealed)', { exact: true });
  await top.fill('7sc');
  await top.press('Enter');
  await page.getByRole('button', { name: 'Make this edit' }).click();
  await expect(stackCount(page, 'sc')).toHaveText('2');
  await reveal(page, '8se');
  await pass(page, BO as string);
  await expect(effectsRegion(page).getByRole('heading')).toContainText(`${CY}'s turn`);
  await page.keyboard.press('p');

  // Second trading phase: a 1-for-2 trade, a wild onto the te stack and the next card; done and back.
  await expect(phase(page)).toContainText('Round 1: second trading phase');
  await trade(page, ANN as string, CY as string, 1, 2);
  await reveal(page, 'wild');
  await page.getByRole('group', { name: 'Put the wild card on' }).getByRole('button', { name: /^TE/ }).click();
  await expect(stackCount(page, 'te')).toHaveText('2');
  await reveal(page, '9te');
  await page
    .getByRole('button', { name: `${BO} is done trading` })
    .first()
    .click();
  await page
    .getByRole('button', { name: `${BO} trades again` })
    .first()
    .click();
  // Each click is saved before the next (a click while one is saving is refused as "still saving", not queued).
  const players = page.getByRole('list', { name: 'Players' });
  await expect(players.getByRole('button', { name: `${BO} is done trading` })).toBeVisible();
  for (const p of [ANN, BO, CY]) {
    await players.getByRole('button', { name: `${p} is done trading` }).click();
    if (p !== CY) await expect(players.getByRole('button', { name: `${p} trades again` })).toBeVisible();
  }

  // Second effects phase: Ann passes, Bo uses 4kn (text unknown: guided), Cy passes.
  await expect(phase(page)).toContainText('Round 1: second card-effects phase');
  await pass(page, ANN as string);
  await useEffect(page, BO as string, '4kn');
  await page.getByRole('form', { name: 'Effect edit' }).getByRole('button', { name: 'The effect is resolved' }).click();
  await reveal(page, '10te');
  await pass(page, CY as string);

  // Reveal and score: the smallest hand has 7 cards; Ann keeps her best 7 of 9.
  await expect(phase(page)).toHaveText('Round 1: reveal and score');
  await expect(page.getByRole('heading', { name: 'Reveal and score: everyone keeps 7 cards' })).toBeVisible();
  await scoreRound(page, 0, '05-scoring');
  await expect(page.getByRole('article', { name: `${ANN}'s hand` })).toHaveCount(0);

  // Rounds 2 and 3: the first-player marker moves left.
  await shortRound(page, 1, '10se', [BO as string, CY as string, ANN as string]);
  await shortRound(page, 2, '10sc', [CY as string, ANN as string, BO as string]);

  await expect(phase(page)).toHaveText('Game over');
  await expect(page.getByRole('status').filter({ hasText: 'Winner: Ann' })).toBeVisible();
  const sheet = page.getByRole('table', { name: 'Scores' });
  const shown: Record<string, number> = {};
  for (const [seat, name] of SCRIPT_PLAYERS.entries()) {
    const row = sheet.getByRole('row').filter({ hasText: name });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.map(Number)).toEqual([...(ROUND_SCORES.map((r) => r[seat]) as number[]), TOTALS[seat]]);
    shown[name] = Number(cells[cells.length - 1]);
  }
  await shot(page, '06-end');
  await expectFits(page, 'tech-exchange-finished', ['phase', 'board', 'scores', 'outcome']);

  // The command line replays the written log to the score sheet on screen.
  const file = matchFile(matchIdOf(page));
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const header = JSON.parse(lines[0] as string) as { deckVersion: string };
  expect(header.deckVersion).toBe(recordedDeck);
  // The events as they stand: an undo line ({"undo":{"keep":n}}) keeps the first n (the step undone above and taken again).
  const actions: unknown[] = [];
  for (const l of lines.slice(1)) {
    const line = JSON.parse(l) as { action?: unknown; undo?: { keep: number } };
    if (line.undo) actions.length = line.undo.keep;
    else if ('action' in line) actions.push(line.action);
  }
  expect(actions).toEqual(SCRIPT);
  const out = execFileSync(process.execPath, [path.join(root, 'bin/deckside.mjs'), 'replay', file], { cwd: root, encoding: 'utf8' });
  const replayed = JSON.parse(out.trim()) as {
    finished: boolean;
    winners: { name: string }[];
    scores: { name: string; total: number }[];
    violations: unknown[];
  };
  expect(replayed).toMatchObject({ finished: true, violations: [] });
  expect(replayed.winners.map((w) => w.name)).toEqual([ANN]);
  expect(Object.fromEntries(replayed.scores.map((r) => [r.name, r.total]))).toEqual(shown);
});

test('the trading clock starts when the operator starts it (Space), and the first player is set as drawn at the table', async ({
  page,
}) => {
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New Tech Exchange match' }).click();
  for (let seat = 0; seat < 3; seat++) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(SCRIPT_PLAYERS[seat] as string);
  await page.getByLabel('Seed', { exact: true }).fill(SCRIPT_SEED);
  await page.getByLabel('Trading clock (seconds)').fill('90');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toHaveText(/Round 1: first trading phase \(1:30, not started\)/);
  const clocks = page.getByRole('group', { name: 'Clocks' });
  await expect(clocks).toContainText('not started');
  await expect(page.getByText('The trading clock waits')).toBeVisible();
  // The first player as drawn at the table, before the first trade.
  const first = page.getByRole('form', { name: 'First player' });
  await first.getByLabel('First player').selectOption({ label: CY as string });
  await first.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CY} has the first-player marker` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem', { name: CY })).toContainText('①');
  // One key starts the clock; it then runs (and the start's wait note goes).
  await page.keyboard.press('Escape');
  await page.keyboard.press(' ');
  await expect(clocks).not.toContainText('not started');
  await expect(page.getByText('The trading clock waits')).toBeHidden();
  await expect(phase(page)).toHaveText(/left\)$/);
  await expectCompactHeader(page);
  await shot(page, '07-clock-started');
});
