/**
 * The app's top-level state: which screen is showing (kept in the address's
 * hash so a reload comes back to the same match), the list of playtests,
 * and the match being played. Loading a match folds its stored events over
 * the game's setup, exactly as replay does. A match opened again has its
 * running clocks paused where its last event left them (the time the app was
 * closed does not count); resuming is the clock key.
 */
import type { AnyGameDefinition, GameId } from '../../engine/core/game';
import type { LogEvent } from '../../engine/core/log';
import { getGame } from '../../engine/registry';
import type { DecksideApi, EventNote, LogProblem, MatchHeader, MatchSummary, NewMatch } from '../../contract/api';
import { clocksAt } from '../games';
import { MatchSession, configOf, foldLog } from './match.svelte';
import { Shortcuts } from './shortcuts.svelte';
import { Ticker } from './ticker.svelte';
import { t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal';

export type Route =
  { readonly name: 'home' } | { readonly name: 'new'; readonly game: GameId } | { readonly name: 'match'; readonly matchId: string };

export function parseHash(hash: string): Route {
  const m = /^#\/(new|match)\/([\w.-]+)$/.exec(hash);
  if (m?.[1] === 'new') {
    const g = getGame(m[2] as string);
    if (g.ok) return { name: 'new', game: g.value.id };
  }
  if (m?.[1] === 'match') return { name: 'match', matchId: m[2] as string };
  return { name: 'home' };
}

export function routeHash(route: Route): string {
  if (route.name === 'new') return `#/new/${route.game}`;
  if (route.name === 'match') return `#/match/${route.matchId}`;
  return '#/';
}

export class AppState {
  readonly api: DecksideApi;
  readonly ticker = new Ticker();
  readonly shortcuts = new Shortcuts();

  route = $state.raw<Route>({ name: 'home' });
  matches = $state.raw<readonly MatchSummary[]>([]);
  problems = $state.raw<readonly LogProblem[]>([]);
  /** A message about the last failed load or save, shown on the current screen. */
  error = $state.raw<string | null>(null);
  loading = $state(false);
  /** The first listing of the playtest folder came back: until then the home screen holds back its matches and games, so no button moves under a click. */
  listed = $state(false);
  session = $state.raw<MatchSession | null>(null);
  helpOpen = $state(false);
  tableView = $state(false);

  unfinished = $derived(this.matches.filter((m) => !m.finished).sort((a, b) => b.lastEventAt - a.lastEventAt));
  recent = $derived(this.matches.filter((m) => m.finished).sort((a, b) => b.lastEventAt - a.lastEventAt));

  constructor(api: DecksideApi) {
    this.api = api;
  }

  /** Follows the address's hash (start, reload, back button). */
  async follow(hash: string): Promise<void> {
    const route = parseHash(hash);
    if (route.name === 'match') {
      if (this.session?.matchId !== route.matchId) await this.open(route.matchId);
      else this.route = route;
    } else {
      this.#show(route);
    }
    if (route.name === 'home') await this.refresh();
  }

  go(route: Route): void {
    const hash = routeHash(route);
    if (typeof location !== 'undefined' && location.hash !== hash) location.hash = hash;
    else void this.follow(hash);
  }

  #show(route: Route): void {
    this.route = route;
    this.error = null;
    if (route.name !== 'match') {
      this.session = null;
      this.tableView = false;
    }
  }

  async refresh(): Promise<void> {
    this.loading = true;
    const res = await this.api.listMatches();
    this.loading = false;
    if (!res.ok) {
      // A reason already on screen (a match that would not open) matters more.
      this.error ??= t('app.cannotList', { message: refusalText(res.error) });
      this.listed = true;
      return;
    }
    this.matches = res.value.matches;
    this.problems = [...res.value.problems, ...res.value.matches.flatMap((m) => m.problems)];
    this.listed = true;
  }

  /** Creates the match in the store (after the engine accepted its setup) and opens it. */
  async create(match: NewMatch): Promise<string | null> {
    const res = await this.api.createMatch(match);
    if (!res.ok) return res.error.message;
    const def = getGame(res.value.game);
    if (!def.ok) return def.error.message;
    const loaded = this.#load(def.value, res.value, []);
    if (typeof loaded === 'string') return loaded;
    this.session = loaded;
    this.go({ name: 'match', matchId: res.value.matchId });
    return null;
  }

  async open(matchId: string): Promise<void> {
    this.loading = true;
    const res = await this.api.openMatch(matchId);
    this.loading = false;
    if (!res.ok) {
      this.#show({ name: 'home' });
      this.error = t('app.cannotOpen', { message: refusalText(res.error) });
      await this.refresh();
      return;
    }
    const def = getGame(res.value.header.game);
    const loaded = def.ok ? this.#load(def.value, res.value.header, res.value.events, res.value.notes ?? []) : def.error.message;
    if (typeof loaded === 'string') {
      this.#show({ name: 'home' });
      this.error = t('app.cannotOpen', { message: loaded });
      return;
    }
    if (res.value.problems.length > 0) {
      loaded.reportLoadProblem(res.value.problems.map((p) => `${p.file} line ${p.line}: ${p.message}`).join('; '));
    }
    // Not after a refused event: the log is shown as it was before it, and nothing is added behind it.
    if (loaded.loadProblem === null) await loaded.pauseClocks((at) => clocksAt(loaded, at));
    this.session = loaded;
    this.route = { name: 'match', matchId };
    this.error = null;
  }

  #load(def: AnyGameDefinition, header: MatchHeader, events: readonly LogEvent[], notes: readonly EventNote[] = []): MatchSession | string {
    const folded = foldLog(def, configOf(header), events);
    if (!folded.ok) return folded.error.message;
    const session = new MatchSession(def, header, this.api, this.ticker, { ...folded.value, notes });
    if (folded.value.failure) {
      const f = folded.value.failure;
      session.reportLoadProblem(t('app.refusedEvent', { seq: f.seq, code: f.error.code, message: refusalText(f.error) }));
    }
    return session;
  }
}
