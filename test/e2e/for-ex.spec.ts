/**
 * A whole 3-player For-Ex game refereed through the UI in Chromium, by roles
 * and labels only: spot offers refused and accepted, contracts, investments,
 * an illegal investment refused with its reason where it was entered, a
 * divest answered in the divest round, a contract turned into a loan and
 * repaid, all five dividends (one with a tie the acting player breaks), the
 * table resolving the rest of the queue; then the final standings, the
 * rate-history chart, and the command line's replay of the written log
 * agreeing with the screen. The moves are test/renderer/for-ex-script.ts,
 * which for-ex-script.test.ts checks against the engine alone.
 *
 * Set FOR_EX_SHOTS=<folder> to save screenshots of the main moments.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ForExAction } from '../../src/engine/for-ex/types';
import {
  SCRIPT,
  SCRIPT_END,
  SCRIPT_PLAYERS,
  SCRIPT_REMOVED,
  TIE_END,
  TIE_OPTIONS,
  TIE_PLAYERS,
  TIE_SCRIPT,
} from '../renderer/for-ex-script';
import { expectFits, expectRefusalSeen } from './fit';
import { matchFile, matchIdOf, phase, serverUrl } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
const shots = process.env.FOR_EX_SHOTS;
const name = (seat: number | undefined): string => (seat === undefined ? 'Table' : (SCRIPT_PLAYERS[seat] as string));

async function shot(page: Page, file: string): Promise<void> {
  if (shots) await page.screenshot({ path: path.join(shots, `${file}.png`) });
}

const actionsRegion = (page: Page): Locator => page.getByRole('region', { name: 'For-Ex actions' });
const eventCount = async (page: Page): Promise<number> =>
  Number((await page.getByRole('heading', { name: /Event log/ }).textContent())?.match(/\((\d+)\)/)?.[1]);

/** The turn form of the player whose turn it is, with a kind of action chosen. */
async function turnForm(page: Page, player: string, kind: string): Promise<Locator> {
  const form = page.getByRole('form', { name: `${player}'s action` });
  await form.getByRole('radio', { name: kind }).check();
  return form;
}

/**
 * A step that closes the turns (the last dividend, the choice of the
 * strongest, the end) asks once: the one confirm dialog, confirmed with
 * Enter (its confirm button has the focus). Other steps go straight in.
 */
async function confirmIfAsked(page: Page): Promise<boolean> {
  const confirm = page.getByRole('dialog').filter({ hasText: 'cannot be taken back at the table' });
  try {
    await confirm.waitFor({ state: 'visible', timeout: 1500 });
  } catch {
    return false;
  }
  await expect(confirm.getByRole('button', { name: /^Yes: / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  return true;
}

/** Enters one scripted action through the UI the way an operator would. */
async function enter(page: Page, a: ForExAction, step: number): Promise<void> {
  const region = actionsRegion(page);
  switch (a.type) {
    case 'spotOffer': {
      const form = await turnForm(page, name(a.player), 'Spot transaction');
      await form.getByLabel('With').selectOption({ label: name(a.partner) });
      await form.getByLabel(`${name(a.player)} gives`).selectOption(a.give);
      await form.getByLabel(`${name(a.player)} receives`).selectOption(a.receive);
      await form.getByRole('button', { name: 'Offer spot transaction' }).click();
      await expect(region).toContainText(`${name(a.player)} offers ${name(a.partner)} `);
      return;
    }
    case 'spotAccept':
      // By its key, once: the shortcut must work as the help says.
      if (step < 5) await page.keyboard.press('a');
      else await region.getByRole('button', { name: `${name(a.player)} accepts` }).click();
      return;
    case 'spotRefuse':
      await region.getByRole('button', { name: `${name(a.player)} refuses` }).click();
      return;
    case 'contract': {
      const form = await turnForm(page, name(a.player), 'Contract');
      await form.getByLabel('Pays').selectOption(a.pay);
      await form.getByLabel('Receives').selectOption(a.receive);
      await form.getByLabel(/^Amount of/).fill(String(a.amount));
      await form.getByRole('button', { name: /^Make contract [A-F]$/ }).click();
      return;
    }
    case 'invest': {
      const form = await turnForm(page, name(a.player), 'Invest');
      await form.getByLabel('First certificate').selectOption(a.currencies[0] as string);
      await form.getByLabel('Second certificate').selectOption(a.currencies[1] ?? '');
      await form.getByRole('button', { name: 'Invest' }).click();
      return;
    }
    case 'divest':
      if ((await region.getByRole('button', { name: /sells \d/ }).count()) > 0) {
        await region.getByRole('button', { name: `${name(a.player)} sells ${a.count} ${a.currency}` }).click();
      } else {
        const form = await turnForm(page, name(a.player), 'Divest');
        await form.getByLabel('Sell certificates of').selectOption(a.currency);
        await form.getByLabel('How many').fill(String(a.count));
        await form.getByRole('button', { name: 'Divest' }).click();
      }
      return;
    case 'pass':
      await region.getByRole('button', { name: `${name(a.player)} does not sell` }).click();
      return;
    case 'resolve':
      if (a.player === undefined) {
        await region.getByRole('button', { name: /^Resolve / }).click();
      } else if (a.strengthen) {
        const form = await turnForm(page, name(a.player), 'Resolve');
        await form.getByRole('radio', { name: a.strengthen, exact: true }).check();
        await form.getByRole('button', { name: 'Resolve the front item' }).click();
      } else if (step % 2 === 0) {
        // Half the plain resolves by the R key (one keystroke), half by the form.
        await page.keyboard.press('r');
      } else {
        const form = await turnForm(page, name(a.player), 'Resolve');
        await form.getByRole('button', { name: 'Resolve the front item' }).click();
      }
      return;
    case 'spotWithdraw':
    case 'chooseStrongest':
      throw new Error(`the script has no ${a.type}`);
  }
}

test('a whole For-Ex game through the UI, replayed by the command line', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New For-Ex match' }).click();
  await expect(page.getByRole('heading', { name: 'New For-Ex match' })).toBeVisible();
  for (const [seat, player] of SCRIPT_PLAYERS.entries()) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(player);
  await page.getByLabel('Removed certificates (from the table)').fill(SCRIPT_REMOVED);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page), pageErrors.join('\n')).toHaveText("Ann's turn");

  // The board at the start: 21 pairs, each currency against six, holdings, the queue.
  await expect(page.getByRole('region', { name: /Rate board: the 21 pairs/ }).getByRole('listitem')).toHaveCount(21);
  await expect(page.getByRole('listitem', { name: 'GBP stronger than CNY: position 7, 1 GBP = 4 CNY' })).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Each currency against the other six' });
  await expect(matrix.getByRole('row')).toHaveCount(8);
  await expect(matrix.getByRole('cell', { name: 'USD stronger than CNY: 1 USD buys 3½ CNY (position 6)' })).toBeVisible();
  const holdings = page.getByRole('list', { name: 'Holdings' });
  await expect(holdings.getByRole('cell', { name: 'Ann: 2 GBP, 0 certificates' })).toBeVisible();
  const queue = page.getByRole('list', { name: 'Contract Queue' });
  await expect(queue.getByRole('listitem')).toHaveText([/Dividends.*next pays 0 per certificate · 5 dividends left/]);
  await expect(page.getByRole('region', { name: /Contract Queue/ })).toContainText('Free letters: ABCDEF');
  await shot(page, '01-start');

  // The help overlay lists the For-Ex keys.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Contract: open the form');
  await expect(help).toContainText('Resolve the front of the queue');
  await expect(help).toContainText('Accept the open spot offer');
  await help.getByRole('button', { name: 'Close' }).click();

  for (const [i, action] of SCRIPT.entries()) {
    const step = i + 1;
    if (step === 6) {
      // Two certificates of one currency in one investment would be refused: that choice is disabled, with the engine's reason.
      const form = await turnForm(page, 'Bo', 'Invest');
      await form.getByLabel('First certificate').selectOption('USD');
      const same = form.getByLabel('Second certificate').locator('option[value="USD"]');
      await expect(same).toBeDisabled();
      await expect(same).toHaveAttribute('title', /one currency|same currency|different/i);
      // A choice the lists still allow is refused by the engine (a contract of one currency with itself),
      // and the refusal is seen beside the form and announced.
      await form.getByRole('radio', { name: /^Contract/ }).check();
      await form.getByLabel('Pays').selectOption('USD');
      await form.getByLabel('Receives').selectOption('USD');
      await form.getByRole('button', { name: /^Make contract/ }).click();
      await expectRefusalSeen(page, /Refused: .+/);
      await shot(page, '02-refused');
      await form.getByRole('button', { name: 'Dismiss this message' }).click();
      expect(await eventCount(page)).toBe(5);
    }
    await enter(page, action, step);
    const asked = await confirmIfAsked(page);
    if (step === 27) {
      // The last dividend closes the turns: it asked once; U takes it back, and it is taken again.
      expect(asked).toBe(true);
      await expect(phase(page)).toHaveText('Last dividend paid: resolving the rest of the Contract Queue');
      await page.keyboard.press('u');
      await expect(phase(page)).not.toHaveText('Last dividend paid: resolving the rest of the Contract Queue');
      await expect(page.getByRole('heading', { name: /Event log/ })).toContainText(`(${step - 1})`);
      await enter(page, action, step);
      expect(await confirmIfAsked(page)).toBe(true);
    }
    await expect(page.getByRole('heading', { name: /Event log/ })).toContainText(`(${step})`);
    await expect(page.getByRole('alert')).toHaveCount(0);

    if (step === 5) await shot(page, '03-contract');
    if (step === 7) {
      // Certificates bought: paid for and shown beside the money.
      await expect(holdings.getByRole('cell', { name: 'Cy: 0 CNY, 1 certificate' })).toBeVisible();
      await expect(holdings.getByRole('cell', { name: 'Bo: 0 USD, 1 certificate' })).toBeVisible();
    }
    if (step === 11) {
      // Ann could not pay contract B (2 GBP): a loan of 3 GBP at the back of the queue.
      await expect(queue.getByRole('listitem', { name: /Loan B: Ann owes 3 GBP/ })).toBeVisible();
      await shot(page, '04-loan');
      await expectFits(page, 'for-ex-mid', ['phase', 'board', 'scores']);
    }
    if (step === 12) {
      await expect(phase(page)).toHaveText('Bo divested CNY: Cy may divest CNY too');
      await expect(actionsRegion(page)).toContainText('Cy holds 1 CNY and may sell some too');
      // The seat panels say who is asked (to play) and who divested; the phase bar's turn names the one asked.
      await expect(holdings.getByRole('listitem', { name: 'Cy' })).toContainText('to play');
      await expect(holdings.getByRole('listitem', { name: 'Bo' })).toContainText('divested');
      await expect(page.getByText(/^Turn:\s*Cy$/)).toBeVisible();
      await shot(page, '05-divest-round');
    }
    if (step === 13) await shot(page, '06-tie');
    if (step === 22) await expect(queue.getByRole('listitem', { name: /Loan/ })).toHaveCount(0);
    if (step === 27) {
      await expect(phase(page)).toHaveText('Last dividend paid: resolving the rest of the Contract Queue');
      await shot(page, '07-final-resolution');
    }
  }

  // The end: the standings on screen.
  await expect(phase(page)).toHaveText('Game over: the Contract Queue is empty');
  const standings = page.getByRole('table', { name: 'Final standings' });
  await expect(standings).toBeVisible();
  await expect(page.getByRole('region', { name: 'Final standings' })).toContainText(`Money converted into ${SCRIPT_END.strongest}`);
  const shown: Record<string, number> = {};
  for (const player of SCRIPT_PLAYERS) {
    const row = standings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(player) }) });
    shown[player] = Number(await row.getByRole('cell').nth(1).textContent());
  }
  expect(shown).toEqual(SCRIPT_END.totals);
  await expect(standings.getByRole('rowheader', { name: `★ ${SCRIPT_END.winner} (winner)` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Winner: ${SCRIPT_END.winner}` })).toBeVisible();
  await expectFits(page, 'for-ex-finished', ['phase', 'board', 'scores', 'outcome']);

  // The chart: one point per turn plus the setup, and pixels actually drawn.
  const chart = page.getByRole('img', { name: /^Line chart of each currency's strength over 18 turns/ });
  await expect(chart).toHaveAttribute('data-points', '19');
  const inked = await chart.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || c.width === 0) return 0;
    const px = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < px.length; i += 4) if ((px[i] as number) > 0) n++;
    return n;
  });
  expect(inked).toBeGreaterThan(1000);
  await chart.scrollIntoViewIfNeeded();
  await shot(page, '08-chart');
  await page.getByRole('region', { name: 'Final standings' }).scrollIntoViewIfNeeded();
  await shot(page, '09-end');

  // The command line replays the written log to the standings on screen.
  const events = await eventCount(page);
  expect(events).toBe(SCRIPT.length);
  const file = matchFile(matchIdOf(page));
  const lines = readFileSync(file, 'utf8').trim().split('\n');
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
    events: number;
    applied: number;
    finished: boolean;
    phase: string;
    winners: { name: string }[];
    scores: { name: string; total: number }[];
    violations: unknown[];
  };
  expect(replayed).toMatchObject({ events, applied: events, finished: true, violations: [] });
  expect(replayed.phase).toBe(await phase(page).textContent());
  expect(replayed.winners.map((w) => w.name)).toEqual([SCRIPT_END.winner]);
  expect(Object.fromEntries(replayed.scores.map((r) => [r.name, r.total]))).toEqual(shown);

  // The table view shows the same standings in large type.
  await page.keyboard.press('t');
  const tableView = page.getByRole('dialog', { name: 'Table view' });
  await expect(tableView.getByRole('table', { name: 'Final standings' })).toBeVisible();
  await shot(page, '10-table-view');
  expect(pageErrors).toEqual([]);
});

test('a bankruptcy and a tie for strongest currency chosen by the last player, through the UI', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(serverUrl());
  await page.getByRole('button', { name: 'New For-Ex match' }).click();
  await page.getByRole('button', { name: 'Remove seat 3' }).click();
  for (const [seat, player] of TIE_PLAYERS.entries()) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(player);
  await page.getByLabel('Dividends', { exact: true }).fill(TIE_OPTIONS.dividends);
  await page.getByLabel('Starting rates', { exact: true }).fill(TIE_OPTIONS.startingRates);
  await page.getByLabel('Removed certificates (from the table)').fill(TIE_OPTIONS.removedCertificates);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page), pageErrors.join('\n')).toHaveText("Dee's turn");
  await expect(page.getByRole('list', { name: 'Contract Queue' })).toContainText('2 dividends left');

  const region = actionsRegion(page);
  const dee = (kind: string) => turnForm(page, 'Dee', kind);
  // 1. Dee's contract A, entered with the keyboard: C opens the form.
  await page.keyboard.press('c');
  await expect(page.getByRole('form', { name: "Dee's action" }).getByLabel('Pays')).toBeFocused();
  const contract = await dee('Contract');
  await contract.getByLabel('Pays').selectOption('GBP');
  await contract.getByLabel('Receives').selectOption('EUR');
  await contract.getByLabel(/^Amount of/).fill('10');
  await expect(contract).toContainText('Dee pays 10 GBP and receives 10 EUR');
  await contract.getByLabel(/^Amount of/).press('Enter');
  await expect(
    page.getByRole('list', { name: 'Contract Queue' }).getByRole('listitem', { name: /Contract A: Dee pays 10 GBP/ }),
  ).toBeVisible();

  // 2. Eli offers a spot transaction and withdraws it (W), then resolves the first dividend.
  const eli = await turnForm(page, 'Eli', 'Spot transaction');
  await eli.getByLabel('Eli gives').selectOption('USD');
  await eli.getByLabel('Eli receives').selectOption('GBP');
  await eli.getByRole('button', { name: 'Offer spot transaction' }).click();
  await expect(region).toContainText('Eli offers Dee 1 USD for 1 GBP');
  await page.keyboard.press('w');
  await expect(page.getByRole('form', { name: "Eli's action" })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Spot transaction' })).toBeEnabled();
  // Nobody holds a certificate: all seven currencies tie at zero and Eli strengthens CNY.
  const first = await turnForm(page, 'Eli', 'Resolve');
  await first.getByRole('radio', { name: 'CNY', exact: true }).check();
  await first.getByRole('button', { name: 'Resolve the front item' }).click();
  await expect(phase(page)).toHaveText("Dee's turn");

  // 3. Dee cannot pay 10 GBP: loan A of 11 GBP.
  await page.keyboard.press('r');
  await expect(page.getByRole('list', { name: 'Contract Queue' }).getByRole('listitem', { name: /Loan A: Dee owes 11 GBP/ })).toBeVisible();

  await expect(phase(page)).toHaveText("Eli's turn");
  // 4. Eli resolves the last dividend (CNY again); the table resolves the loan and Dee is bankrupt.
  const last = await turnForm(page, 'Eli', 'Resolve');
  await last.getByRole('radio', { name: 'CNY', exact: true }).check();
  await last.getByRole('button', { name: 'Resolve the front item' }).click();
  expect(await confirmIfAsked(page)).toBe(true);
  await expect(phase(page)).toHaveText('Last dividend paid: resolving the rest of the Contract Queue');
  await region.getByRole('button', { name: 'Resolve Loan A' }).click();
  await confirmIfAsked(page);

  // 5. GBP, EUR and USD each lead five pairs and nobody holds a certificate: Eli chooses.
  await expect(phase(page)).toHaveText(`Eli chooses the strongest currency among ${TIE_END.candidates.join(', ')}`);
  await expect(region.getByRole('button', { name: /is the strongest$/ })).toHaveText(
    TIE_END.candidates.map((c) => `${c} is the strongest`),
  );
  await shot(page, '11-choose-strongest');
  await region.getByRole('button', { name: `${TIE_END.strongest} is the strongest` }).click();
  // Choosing the strongest ends the game: it asks once.
  expect(await confirmIfAsked(page)).toBe(true);

  await expect(phase(page)).toHaveText('Game over: Dee is bankrupt');
  const standings = page.getByRole('table', { name: 'Final standings' });
  await expect(standings.getByRole('rowheader', { name: 'Dee (bankrupt)' })).toBeVisible();
  await expect(standings.getByRole('rowheader', { name: `★ ${TIE_END.winner} (winner)` })).toBeVisible();
  const shown: Record<string, number> = {};
  for (const player of TIE_PLAYERS) {
    const row = standings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(player) }) });
    shown[player] = Number(await row.getByRole('cell').nth(1).textContent());
  }
  expect(shown.Dee).toBe(0);
  await shot(page, '12-bankrupt');

  const file = matchFile(matchIdOf(page));
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  expect(lines.slice(1).map((l) => (JSON.parse(l) as { action: unknown }).action)).toEqual(TIE_SCRIPT);
  const out = execFileSync(process.execPath, [path.join(root, 'bin/deckside.mjs'), 'replay', file], { cwd: root, encoding: 'utf8' });
  const replayed = JSON.parse(out.trim()) as { finished: boolean; winners: { name: string }[]; scores: { name: string; total: number }[] };
  expect(replayed.finished).toBe(true);
  expect(replayed.winners.map((w) => w.name)).toEqual([TIE_END.winner]);
  expect(Object.fromEntries(replayed.scores.map((r) => [r.name, r.total]))).toEqual(shown);
  expect(pageErrors).toEqual([]);
});
