/**
 * UI latency: the time from an action entered through the real forms (a
 * Trades optional trade declared and refused, a Tech Chess move typed, a
 * For-Ex spot offer made and withdrawn) to the screen showing it (the event
 * log's count changed and the next frame drawn), median and 95th percentile
 * over 200 actions, at the start of a match and in a 10,000-event match.
 * The long matches are written straight to their files with the engine's
 * pipeline (every event stepped, so the log is legal), then opened.
 *
 * It builds the renderer (electron-vite) when out/renderer is missing,
 * starts the browser-mode server on a free port with a temporary folder, and
 * drives Debian's Chromium (/usr/bin/chromium, or DECKSIDE_CHROMIUM) with
 * the project's flags. DECKSIDE_BENCH_ROOT=<checkout> runs the server and
 * renderer of another checkout (to compare before and after a change); the
 * match files are written by this checkout (the file format is the same).
 * Options: --actions N (default 200), --long N (default 10000), --games
 * trades,tech-chess,for-ex (default all), --lengths start,long (default both),
 * given after the bench's name: `npm run bench -- ui --games trades`.
 * --profile N also prints, per match, the N functions of the page that took
 * the most time of their own over the measured actions (a CPU profile; build
 * the renderer unminified, DECKSIDE_UNMINIFIED=1, for readable names).
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameId } from '../src/engine/core/game';
import { step } from '../src/engine/core/match';
import { resolveOptions } from '../src/engine/core/options';
import { unwrap } from '../src/engine/core/result';
import { getGame } from '../src/engine/registry';
import { PlaytestStore } from '../src/store';
import { eventLine } from '../src/store/match-file';
import { buildRenderer, startBrowserServer } from '../test/support/browser-server';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ACTIONS = opt('actions', 200);
const LONG = opt('long', 10_000);
const list = (name: string): string[] | null => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '').split(',') : null;
};
const GAMES = list('games');
const LENGTHS = list('lengths') ?? ['start', 'long'];
const PROFILE = opt('profile', 0);
const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(process.env.DECKSIDE_BENCH_ROOT ?? here);
const flags = JSON.parse(await readFile(path.join(here, 'scripts/chromium.json'), 'utf8')) as { args: string[] };

/** One repeatable cycle of a game: the actions (with their actors) the long log is made of, and the UI that enters them. */
interface Scenario {
  readonly game: GameId;
  readonly players: readonly string[];
  readonly options: Record<string, number | string | boolean>;
  /** Events before the cycle starts (Trades: the clock started). */
  readonly prelude: (at: number) => { action: unknown; actor: number | null }[];
  /** The i-th action of the cycle, i counted from the first cycle event. */
  readonly cycle: (i: number) => { action: unknown; actor: number | null };
  /** Enters the i-th cycle action through the UI; returns the control whose click sends it. */
  readonly enter: (page: Page, i: number) => Promise<Locator>;
}

const CHESS = [
  ['d1', 'c3', 0],
  ['d6', 'e4', 1],
  ['c3', 'd1', 0],
  ['e4', 'd6', 1],
] as const;

const SCENARIOS: readonly Scenario[] = [
  {
    game: 'trades',
    players: ['Ann', 'Bo', 'Cy'],
    options: { timeLimitSeconds: 604_800 },
    prelude: () => [{ action: { type: 'startClock' }, actor: null }],
    cycle: (i) =>
      i % 2 === 0
        ? { action: { type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['QH'] }, actor: 0 }
        : { action: { type: 'refuse', trade: (i + 1) / 2 }, actor: 1 },
    enter: async (page, i) => {
      if (i % 2 === 1) return page.getByRole('button', { name: /^Bo refuses trade \d+$/ });
      const form = page.getByRole('form', { name: 'Declare a trade' });
      await form.getByRole('radio', { name: 'Optional' }).check();
      await form.getByLabel('Declared by', { exact: true }).selectOption({ label: 'Ann' });
      await form.getByLabel('Trade with').selectOption({ label: 'Bo' });
      await form.getByRole('radio', { name: '2', exact: true }).check();
      // The face-up card is named (the form starts it empty): QH, offered and refused each cycle, stays in Ann's hand.
      const up = form.getByRole('combobox', { name: 'Card 2 (face up)' });
      await up.fill('qh');
      await up.press('Enter');
      return form.getByRole('button', { name: 'Declare optional trade' });
    },
  },
  {
    game: 'tech-chess',
    players: ['Ann', 'Bo'],
    options: { clock: 0 },
    prelude: () => [],
    cycle: (i) => {
      const [from, to, actor] = CHESS[i % 4] as (typeof CHESS)[number];
      return { action: { type: 'move', from, to }, actor };
    },
    enter: async (page, i) => {
      const [from, to] = CHESS[i % 4] as (typeof CHESS)[number];
      const field = page.getByRole('textbox', { name: 'Type a move' });
      await field.fill(`${from}${to}`);
      return field;
    },
  },
  {
    game: 'for-ex',
    players: ['Ann', 'Bo', 'Cy'],
    options: {},
    prelude: () => [],
    cycle: (i) =>
      i % 2 === 0
        ? { action: { type: 'spotOffer', player: 0, partner: 1, give: 'EUR', receive: 'USD' }, actor: 0 }
        : { action: { type: 'spotWithdraw', player: 0 }, actor: 0 },
    enter: async (page, i) => {
      if (i % 2 === 1) return page.getByRole('region', { name: 'For-Ex actions' }).getByRole('button', { name: /withdraws/ });
      const form = page.getByRole('form', { name: "Ann's action" });
      await form.getByRole('radio', { name: 'Spot transaction' }).check();
      await form.getByLabel('With').selectOption({ label: 'Bo' });
      await form.getByLabel('Ann gives').selectOption('EUR');
      await form.getByLabel('Ann receives').selectOption('USD');
      return form.getByRole('button', { name: 'Offer spot transaction' });
    },
  },
];

/** Creates the match and writes `events` cycle events (plus the prelude) to its file, each stepped by the pipeline. */
async function writeMatch(store: PlaytestStore, dataDir: string, sc: Scenario, events: number): Promise<string> {
  const def = unwrap(getGame(sc.game));
  const startedAt = Date.now();
  const header = unwrap(
    await store.createMatch({
      game: sc.game,
      options: unwrap(resolveOptions(def.options, sc.options)),
      seed: 'ui-bench',
      players: sc.players.map((name, seat) => ({ name, seat })),
      deckVersion: null,
      rulesVersion: 'bench',
      startedAt,
    }),
  );
  let state: unknown = unwrap(def.setup({ players: [...sc.players], options: header.options, seed: header.seed, at: startedAt }));
  const lines: string[] = [];
  const inputs = [...sc.prelude(startedAt)];
  for (let i = 0; i < events; i++) inputs.push(sc.cycle(i));
  inputs.forEach((input, k) => {
    const next = unwrap(step(def, state, k + 1, { ...input, at: startedAt + 1 }));
    state = next.state;
    lines.push(eventLine(next.event));
  });
  await appendFile(path.join(dataDir, `${header.matchId}.jsonl`), lines.join(''));
  return header.matchId;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
}

/** The `top` functions by their own time (not their callees'), summed over every place they were sampled. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, top: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const own = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const dt = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    own.set(key, (own.get(key) ?? 0) + dt);
    total += dt;
  });
  console.log(`  profile: ${total.toFixed(0)} ms sampled; own time, most first:`);
  for (const [key, ms] of [...own].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** One action: the time to the screen showing it, and of that the save's round trip (the POST to the server, which flushes the line to disk). */
interface Sample {
  readonly total: number;
  readonly save: number;
}

/** Clicks (or presses Enter in) the control and waits in the page for the event log's count to change and a frame to be drawn. */
async function timed(control: Locator, typed: boolean): Promise<Sample> {
  return control.evaluate(
    (el, isField) =>
      new Promise<Sample>((resolve, reject) => {
        const heading = document.getElementById('log-title');
        if (!heading) return reject(new Error('no event log on screen'));
        const before = heading.textContent;
        const t0 = performance.now();
        const timer = setTimeout(() => reject(new Error('the screen did not show the action within 10 s')), 10_000);
        const obs = new MutationObserver(() => {
          if (heading.textContent === before) return;
          obs.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() =>
            setTimeout(() => {
              const total = performance.now() - t0;
              const saves = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.endsWith('/api/appendEvent') && e.startTime >= t0);
              performance.clearResourceTimings();
              resolve({ total, save: saves.reduce((sum, e) => sum + e.duration, 0) });
            }, 0),
          );
        });
        obs.observe(heading, { subtree: true, characterData: true, childList: true });
        if (isField) {
          const form = (el as HTMLInputElement).form;
          if (form) form.requestSubmit();
          else el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        } else (el as HTMLElement).click();
      }),
    typed,
  );
}

async function measure(browser: Browser, url: string, matchId: string, sc: Scenario, startCycle: number): Promise<Sample[]> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}#/match/${matchId}`);
  await page.locator('#log-title').waitFor({ timeout: 120_000 });
  // Opening a match pauses its running clocks (the time it was closed does not count): resume them, as the table would.
  for (const timer of await page.getByRole('timer').all()) {
    const resume = timer.getByRole('button', { name: 'Resume' });
    if ((await resume.count()) === 0) continue;
    await resume.click();
    await timer.getByRole('button', { name: 'Pause' }).waitFor();
  }
  const samples: Sample[] = [];
  const cdp = PROFILE > 0 ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let k = 0; k < ACTIONS; k++) {
    const i = startCycle + k;
    const control = await sc.enter(page, i);
    await control.waitFor();
    try {
      samples.push(await timed(control, sc.game === 'tech-chess'));
    } catch (e) {
      const shot = path.join(here, '.tsbuild/shots/ui-bench-fail.png');
      await page.screenshot({ path: shot });
      console.log(`${sc.game}: action ${k} failed; the screen is in ${shot}`);
      throw e;
    }
    if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
  }
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile, PROFILE);
  await page.close();
  return samples;
}

if (!existsSync(path.join(root, 'out/renderer/index.html'))) {
  console.log(`building the renderer in ${root} ...`);
  buildRenderer(root);
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'deckside-ui-bench-'));
const store = await PlaytestStore.open({ dataDir, appVersion: 'bench' });
const matches: { sc: Scenario; length: number; id: string }[] = [];
for (const sc of SCENARIOS.filter((s) => !GAMES || GAMES.includes(s.game))) {
  for (const length of [LENGTHS.includes('start') ? 0 : null, LENGTHS.includes('long') ? LONG : null].filter(
    (n): n is number => n !== null,
  )) {
    // An even number of cycle events, so the next action is the first of a cycle.
    matches.push({ sc, length, id: await writeMatch(store, dataDir, sc, length - (length % 4)) });
  }
}
await store.close();
const server = await startBrowserServer(root, dataDir);
const { url } = server;
const browser = await chromium.launch({ executablePath: process.env.DECKSIDE_CHROMIUM ?? '/usr/bin/chromium', args: flags.args });
try {
  console.log(`code under test: ${root}; ${ACTIONS} actions each`);
  console.log('(save: the POST of the event to the server, which flushes it to disk; page: the rest, in the page)');
  console.log('game        events in log   median ms   p95 ms   max ms   save median  save p95   page median  page p95');
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  for (const m of matches) {
    const samples = await measure(browser, url, m.id, m.sc, m.length - (m.length % 4));
    const s = sorted(samples.map((x) => x.total));
    const save = sorted(samples.map((x) => x.save));
    const page = sorted(samples.map((x) => x.total - x.save));
    const row = [
      m.sc.game.padEnd(12),
      String(m.length).padStart(13),
      quantile(s, 0.5).toFixed(1).padStart(11),
      quantile(s, 0.95).toFixed(1).padStart(8),
      (s[s.length - 1] ?? NaN).toFixed(1).padStart(8),
      quantile(save, 0.5).toFixed(1).padStart(13),
      quantile(save, 0.95).toFixed(1).padStart(9),
      quantile(page, 0.5).toFixed(1).padStart(13),
      quantile(page, 0.95).toFixed(1).padStart(9),
    ];
    console.log(row.join(' '));
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
