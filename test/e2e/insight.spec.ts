/**
 * Playtest insight in Chromium, by roles and labels: two short Trades games
 * played through the UI and tagged with two rules versions (the second form
 * offers the first one's tag again), a note attached during play; then the
 * log browser (filters, unreadable files listed with their reason), one
 * match's log with its score sheet, notes and BG Stats link, the replay
 * stepped through, and the dashboard comparing the two sets: figures,
 * differences, charts drawn, CSV export. A damaged and a foreign file in the
 * data folder change no figure.
 *
 * Set INSIGHT_SHOTS=<folder> to save screenshots of each screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultOptions } from '../../src/engine/core/options';
import { getGame } from '../../src/engine/registry';
import { api, dataDir, enterFinalHands, phase, serverUrl } from './helpers';

const shots = process.env.INSIGHT_SHOTS;
async function shot(page: Page, file: string): Promise<void> {
  if (shots) await page.screenshot({ path: path.join(shots, `${file}.png`), fullPage: true });
}

const RULES_A = 'insight-a';
const RULES_B = 'insight-b';

/** A whole Trades game: no trades, the clock runs out, the final hands decide. */
async function playTrades(
  page: Page,
  rulesVersion: string,
  offeredRules: string | null,
  hands: readonly [string, string, string],
): Promise<void> {
  await page.goto(`${serverUrl()}#/`);
  await page.getByRole('button', { name: 'New Trades match' }).click();
  const players = ['Ann', 'Bo', 'Cy'];
  for (let seat = 0; seat < 3; seat++) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(players[seat] as string);
  await page.getByLabel('Time limit (seconds)').fill('30');
  const rules = page.getByLabel('Rules version tag');
  if (offeredRules !== null) await expect(rules).toHaveValue(offeredRules);
  await rules.fill(rulesVersion);
  await page.getByLabel('Location').fill('Club room');
  await page.getByLabel('Notes', { exact: true }).fill(`Playtest of ${rulesVersion}`);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toHaveText(/^Ready: start the clock/);

  const timer = page.getByRole('timer', { name: 'Time left' });
  await timer.getByRole('button', { name: 'Start the clock' }).click();
  await expect(phase(page)).toHaveText(/^Trading: /);
  // A note on the latest event (the clock start), during play: N opens the note field.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  await expect(page.getByLabel('Note text')).toBeFocused();
  await expect(page.getByLabel('Note on')).toHaveValue('1');
  await page.keyboard.type('players confused here');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('latest: players confused here')).toBeVisible();
  await shot(page, `insight-play-note-${rulesVersion}`);

  await page.clock.runFor(31_000);
  await expect(phase(page)).toHaveText(/^Time up: enter the final hands/);
  await enterFinalHands(page, players, hands);
}

/** Pixels of a canvas that differ from its top-left (background) pixel. */
async function inkedPixels(page: Page, index: number): Promise<number> {
  return page
    .locator('canvas[data-chart]')
    .nth(index)
    .evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d');
      if (!ctx) return 0;
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) n++;
      }
      return n;
    });
}

test('two rules versions played, browsed, replayed and compared', async ({ page }) => {
  const damaged = path.join(dataDir(), '20261130-000000-deadbeef.jsonl');
  const foreign = path.join(dataDir(), 'shopping-list.jsonl');
  writeFileSync(damaged, '{"format":"deckside-match", this is not JSON\n');
  writeFileSync(foreign, '{"milk": 2, "eggs": 12}\n');
  try {
    await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
    await page.goto(serverUrl());
    await page.clock.pauseAt(new Date('2026-03-02T11:00:00Z'));

    // Game 1 (rules A): Ann holds the lowest hand and wins. Game 2 (rules B): Bo does.
    await playTrades(page, RULES_A, null, ['as 2s 3s 4s 5s 6s 7s', '8h 9h 10h jh kh ad 2d', '3c 4c 5c 6c 7c 8c 9c']);
    await playTrades(page, RULES_B, RULES_A, ['8h 9h 10h jh kh ad 2d', 'as 2s 3s 4s 5s 6s 7s', '3c 4c 5c 6c 7c 8c 9c']);

    // The log browser: both games, filters, the two bad files listed with their reasons.
    await page.goto(`${serverUrl()}#/`);
    await page.getByRole('link', { name: 'Playtest log and replays' }).click();
    await expect(page.getByRole('heading', { name: 'Playtest log' })).toBeVisible();
    const unreadable = page.getByRole('list', { name: 'Unreadable files' });
    await expect(unreadable.getByRole('listitem')).toHaveCount(2);
    await expect(unreadable).toContainText('20261130-000000-deadbeef.jsonl line 1: Damaged line: not valid JSON.');
    await expect(unreadable).toContainText('shopping-list.jsonl line 1: Not a Deckside playtest');
    await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Trades' });
    await page.getByLabel('Rules version', { exact: true }).selectOption(RULES_B);
    const rows = page.getByRole('table', { name: 'Playtests' }).getByRole('row');
    await expect(rows).toHaveCount(2); // header and one playtest
    await expect(rows.nth(1)).toContainText('★ Bo');
    await page.getByLabel('Variant options').fill('timeLimitSeconds=30');
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Variant options').fill('timeLimitSeconds=31');
    await expect(rows.nth(1)).toContainText('No playtest matches these filters.');
    await page.getByLabel('Variant options').fill('');
    await page.getByLabel('Rules version', { exact: true }).selectOption(RULES_A);
    await shot(page, 'insight-logs');

    // One match: its metadata, score sheet, event log with the note, and the BG Stats link.
    await rows
      .nth(1)
      .getByRole('link', { name: /^Open the log of Trades/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Score sheet' })).toBeVisible();
    await expect(page.getByText(RULES_A, { exact: true })).toBeVisible();
    await expect(page.getByText('Club room')).toBeVisible();
    await expect(page.getByText(`Playtest of ${RULES_A}`)).toBeVisible();
    const sheet = page.getByRole('table', { name: 'Scores' });
    await expect(sheet.getByRole('rowheader', { name: /Ann \(winner\)/ })).toBeVisible();
    await expect(sheet.getByRole('row').filter({ hasText: 'Ann' }).getByRole('cell').last()).toHaveText('28');
    const log = page.getByRole('table', { name: 'Event log' });
    await expect(log).toContainText('players confused here');
    const push = page.getByRole('link', { name: 'Push this play to BG Stats' });
    const href = (await push.getAttribute('href')) ?? '';
    const prefix = 'bgstats://app.bgstatsapp.com/createPlay.html?data=';
    expect(href.startsWith(prefix)).toBe(true);
    const play = JSON.parse(decodeURIComponent(href.slice(prefix.length))) as {
      game: { name: string; highestWins: boolean };
      durationMin: number;
      comments: string;
      players: { name: string; score: string; winner: boolean }[];
    };
    expect(play.game).toMatchObject({ name: 'Trades', highestWins: false });
    expect(play.players.map((p) => [p.name, p.score, p.winner])).toEqual([
      ['Ann', '28', true],
      ['Bo', '54', false],
      ['Cy', '42', false],
    ]);
    expect(play.comments).toContain('players confused here');
    // A note added afterwards, on the match as a whole.
    await page.getByLabel('Note on').selectOption({ label: 'the match as a whole' });
    await page.getByLabel('Note text').fill('rules A felt slow');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('Match set up✎ rules A felt slow');
    await shot(page, 'insight-match-log');

    // The replay: step forward and back, jump to the end and to any event.
    await page.getByRole('link', { name: 'Replay this match' }).click();
    const position = page.getByRole('status', { name: 'Replay position' });
    await expect(position).toContainText(/^Event \d+ of \d+/);
    const total = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('heading', { level: 2, name: /^Finished/ })).toBeVisible();
    await page.getByRole('button', { name: '|◀ Start' }).click();
    await expect(position).toContainText(`Event 0 of ${total}: the set-up`);
    await expect(page.getByRole('heading', { level: 2, name: /^Ready: start the clock/ })).toBeVisible();
    await page.getByRole('button', { name: 'Forward ▶' }).click();
    await expect(position).toContainText(`Event 1 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(position).toContainText(`Event 2 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toContainText(`Event 1 of ${total}`);
    // The keys step the replay whatever has focus: the slider (one step a key, never two) or an event of the list.
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect(position).toContainText(`Event 2 of ${total}`);
    await page.keyboard.press('PageUp');
    await expect(position).toContainText(`Event 0 of ${total}: the set-up`);
    await page.keyboard.press('End');
    await expect(position).toContainText(`Event ${total} of ${total}`);
    await page.getByRole('button', { name: /^Jump to event 1:/ }).focus();
    await page.keyboard.press('Home');
    await expect(position).toContainText(`Event 0 of ${total}: the set-up`);
    await page.keyboard.press('ArrowRight');
    await expect(position).toContainText(`Event 1 of ${total}`);
    await page.getByRole('button', { name: 'End ▶|' }).click();
    await expect(position).toContainText(`Event ${total} of ${total}`);
    const replayScores = page.getByRole('table', { name: 'Scores' });
    await expect(replayScores.getByRole('rowheader', { name: /Ann \(winner\)/ })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Jump to event ${total - 1}:`) }).click();
    await expect(position).toContainText(`Event ${total - 1} of ${total}`);
    await expect(replayScores.getByRole('rowheader', { name: /winner/ })).toHaveCount(0);
    await expect(page.getByText('✎ players confused here')).toBeVisible();
    await shot(page, 'insight-replay');

    // The dashboard: Trades under rules A against rules B.
    await page.goto(`${serverUrl()}#/insight/stats`);
    await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Trades' });
    await page.getByLabel('Rules version', { exact: true }).selectOption(RULES_A);
    await page.getByLabel('Compare with a second set').check();
    const setB = page.getByRole('group', { name: 'Set B' });
    await setB.getByLabel('Game', { exact: true }).selectOption({ label: 'Trades' });
    await setB.getByLabel('Rules version', { exact: true }).selectOption(RULES_B);
    await expect(page.getByText(`A: Trades, rules ${RULES_A}: 1 playtest, 1 finished`)).toBeVisible();
    await expect(page.getByText(`B: Trades, rules ${RULES_B}: 1 playtest, 1 finished`)).toBeVisible();
    await expect(page.getByText('2 unreadable files are not counted (listed below).')).toBeVisible();

    const rates = page.getByRole('table', { name: 'Win rates' });
    const rateCells = (who: string, set: string) =>
      rates
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: who, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: set, exact: true }) })
        .getByRole('cell');
    // Seat 1 won 1 of 1 under A: 100%, Wilson 95% interval 20.7%–100%; 0 of 1 under B: 0%–79.3%.
    // At 100% one more game would exclude the fair share (1 in 3); at 0% seven more.
    await expect(rateCells('Seat 1', 'A')).toHaveText(['A', '100%', '20.7%–100%', '1 / 1', '33.3%', '1 more game']);
    await expect(rateCells('Seat 1', 'B')).toHaveText(['B', '0%', '0%–79.3%', '0 / 1', '33.3%', '7 more games']);
    await expect(rateCells('Seat 2', 'B')).toHaveText(['B', '100%', '20.7%–100%', '1 / 1', '33.3%', '1 more game']);
    // Free-for-all Trades has no first player, so no such row.
    await expect(rates.getByRole('rowheader', { name: 'First player' })).toHaveCount(0);
    const diffCells = (name: string) =>
      page.getByRole('table', { name: 'Differences' }).getByRole('row').filter({ hasText: name }).getByRole('cell');
    await expect(diffCells('Seat 1 win rate')).toHaveText(['100%', '0%', '100%', /^-?\d+(\.\d)?% to 100%$/, /^(yes|no.*)$/]);
    await expect(diffCells('Seat 2 win rate')).toHaveText(['0%', '100%', '-100%', /^-100% to -?\d+(\.\d)?%$/, /^(yes|no.*)$/]);
    await expect(page.getByRole('table', { name: 'Game figures' }).getByRole('row').filter({ hasText: 'Lowest final total' })).toHaveText(
      /Lowest final total \(points\)\s*28 \(1 game\)\s*28 \(1 game\)/,
    );

    // Every chart is drawn (its canvas has ink) and described in words.
    const canvases = page.locator('canvas[data-chart]');
    const count = await canvases.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i++) expect(await inkedPixels(page, i)).toBeGreaterThan(500);
    await expect(
      page.getByRole('img', { name: /^Seat 1: A: Trades, rules insight-a 100% \(95% 21%–100%, fair share 33%\)/ }),
    ).toBeVisible();
    await shot(page, 'insight-dashboard');

    // The statistics as CSV.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export statistics (CSV)' }).click(),
    ]);
    const csv = readFileSync((await csvDownload.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('set,section,figure,value,low,high,count,note');
    expect(csv).toContain(`A: Trades\\, rules ${RULES_A}`.replace('\\,', ','));
    expect(csv).toMatch(/"A: Trades, rules insight-a",win rate,seat 1,1,0\.20654\d*,1,1,/);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Printable report (HTML)' }).click(),
    ]);
    const html = readFileSync((await report.path()) as string, 'utf8');
    expect(html).toContain('<img src="data:image/png;base64,');
    expect(html).toContain('shopping-list.jsonl');
    if (shots) {
      // The same dashboard in the dark theme, for the eye.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.getByLabel('Compare with a second set').check();
      await expect(page.locator('canvas[data-chart]').first()).toBeVisible();
      await shot(page, 'insight-dashboard-dark');
    }
  } finally {
    rmSync(damaged, { force: true });
    rmSync(foreign, { force: true });
  }
});

test('the replay steps through Tech Chess and Tech Exchange matches written through the API', async ({ page }) => {
  await page.goto(serverUrl());
  for (const game of ['tech-chess', 'tech-exchange'] as const) {
    const found = getGame(game);
    if (!found.ok) throw new Error(found.error.message);
    const def = found.value;
    const startedAt = Date.UTC(2026, 2, 3, 9);
    const header = await api<{ matchId: string }>(page, 'createMatch', [
      {
        game,
        options: {},
        seed: `insight-${game}`,
        players: [
          { name: 'Ann', seat: 0 },
          { name: 'Bo', seat: 1 },
        ],
        deckVersion: def.deck,
        rulesVersion: 'insight-generic',
        startedAt,
      },
    ]);
    // Three events, each the first complete action the engine offers.
    const setup = def.setup({ players: ['Ann', 'Bo'], options: defaultOptions(def.options), seed: `insight-${game}`, at: startedAt });
    if (!setup.ok) throw new Error(setup.error.message);
    let state: unknown = setup.value;
    const texts: string[] = [];
    for (let seq = 1; seq <= 3; seq++) {
      const at = startedAt + seq * 5000;
      const offer = [null, 0, 1]
        .flatMap((actor) => def.legalActions(state, actor))
        .find((o) => o.action !== undefined && !o.disabledReason && def.validate(state, o.action, { at }).ok);
      if (!offer) break;
      texts.push(def.describe(state, offer.action));
      await api(page, 'appendEvent', [header.matchId, { seq, at, actor: offer.actor, action: offer.action }]);
      state = def.apply(state, offer.action, { at });
    }
    expect(texts.length).toBeGreaterThan(0);

    await page.goto(`${serverUrl()}#/insight/replay/${header.matchId}`);
    const position = page.getByRole('status', { name: 'Replay position' });
    await expect(position).toContainText(`Event ${texts.length} of ${texts.length}`);
    await expect(page.getByRole('heading', { level: 2, name: def.summary(state, startedAt + texts.length * 5000).phase })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(position).toContainText(`Event 0 of ${texts.length}: the set-up`);
    await page.keyboard.press('ArrowRight');
    await expect(position).toContainText(`Event 1 of ${texts.length}`);
    await expect(position).toContainText(texts[0] as string);
    // The table at that point: the game's own table view, or the engine's public view as labelled fields.
    const table = page.getByRole('region', { name: 'Table at this point' });
    await expect(table).toContainText('Ann');
    await expect(table).toContainText('Bo');
    await expect(table.getByRole('table', { name: 'Scores' }).first()).toBeVisible();
    await shot(page, `insight-replay-${game}`);
  }
});
