/**
 * The Balance lab's state: the form (game, seats and their bots, options and
 * an optional second set to compare, games, seed, rules version tag), the
 * run in progress (polled from the host, which runs it on worker threads),
 * and the runs kept in the data folder. The screen (BalanceLab.svelte) only
 * draws this.
 */
import type { GameId, OptionSpec, OptionValue } from '../../engine/core/game';
import { defaultOptions } from '../../engine/core/options';
import { GAMES } from '../../engine/registry';
import type { DecksideApi, LabRequest, LabRun } from '../../contract/api';
import { t } from '../i18n/index.svelte';

export const LAB_HASH = '#/lab';
export const BOT_CHOICES = ['random', 'greedy', 'mcts:50', 'mcts:200', 'mcts:1000'] as const;
const POLL_MS = 250;

type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((r) => setTimeout(r, ms));

export class LabState {
  game = $state<GameId>('tech-chess');
  players = $state(2);
  bots = $state<string[]>(['random', 'random']);
  options = $state<Record<string, OptionValue>>({});
  comparing = $state(false);
  versus = $state<Record<string, OptionValue>>({});
  games = $state(200);
  seed = $state('1');
  rulesVersion = $state('v1');
  /** The run shown: in progress, or picked from the kept ones. */
  run = $state.raw<LabRun | null>(null);
  runs = $state.raw<LabRun[]>([]);
  error = $state<string | null>(null);
  readonly #api: DecksideApi;
  readonly #wait: Wait;
  #polling = false;

  constructor(api: DecksideApi, wait: Wait = sleep) {
    this.#api = api;
    this.#wait = wait;
    this.setGame('tech-chess');
  }

  get specs(): readonly OptionSpec[] {
    return GAMES[this.game]?.options ?? [];
  }
  get seatRange(): [number, number] {
    const d = GAMES[this.game];
    return [d?.minPlayers ?? 2, d?.maxPlayers ?? 2];
  }
  get running(): boolean {
    return this.run?.state === 'running';
  }

  setGame(id: GameId): void {
    this.game = id;
    const defaults = defaultOptions(this.specs);
    this.options = { ...defaults };
    this.versus = { ...defaults };
    this.setPlayers(this.seatRange[0]);
  }

  setPlayers(n: number): void {
    const [lo, hi] = this.seatRange;
    this.players = Math.min(hi, Math.max(lo, Math.round(n) || lo));
    this.bots = Array.from({ length: this.players }, (_, i) => this.bots[i] ?? 'random');
  }

  /** The request of the form: the second set carries only the options that differ from the first. */
  request(): LabRequest {
    const versus = Object.fromEntries(Object.entries(this.versus).filter(([k, v]) => String(v) !== String(this.options[k])));
    return {
      game: this.game,
      games: Math.max(1, Math.round(this.games) || 1),
      seed: this.seed.trim() || '1',
      players: this.players,
      bots: [...this.bots],
      options: { ...this.options },
      ...(this.comparing ? { versus } : {}),
      rulesVersion: this.rulesVersion.trim(),
    };
  }

  async loadRuns(): Promise<void> {
    const r = await this.#api.listSimulations();
    if (r.ok) this.runs = r.value;
    else this.error = r.error.message;
  }

  async start(): Promise<void> {
    this.error = null;
    if (this.comparing && Object.keys(this.request().versus ?? {}).length === 0) {
      this.error = t('lab.sameSets');
      return;
    }
    if (!this.rulesVersion.trim()) {
      this.error = t('lab.noTag');
      return;
    }
    const r = await this.#api.startSimulation(this.request());
    if (!r.ok) {
      this.error = r.error.message;
      return;
    }
    this.run = r.value;
    await this.follow(r.value.runId);
  }

  /** Polls the run until it ends, then reloads the kept runs. */
  async follow(runId: string): Promise<void> {
    if (this.#polling) return;
    this.#polling = true;
    try {
      for (;;) {
        const s = await this.#api.simulationStatus(runId);
        if (!s.ok) {
          this.error = s.error.message;
          return;
        }
        if (this.run?.runId === runId || this.run === null) this.run = s.value;
        if (s.value.state !== 'running') break;
        await this.#wait(POLL_MS);
      }
      await this.loadRuns();
    } finally {
      this.#polling = false;
    }
  }

  async cancel(): Promise<void> {
    const id = this.run?.runId;
    if (!id) return;
    const r = await this.#api.cancelSimulation(id);
    if (r.ok) this.run = r.value;
    else this.error = r.error.message;
  }

  show(run: LabRun): void {
    this.run = run;
  }
}

/** "about 12 s left", "about 3 min left". */
export function timeLeft(ms: number | null): string {
  if (ms === null) return t('lab.estimating');
  const s = Math.ceil(ms / 1000);
  return s < 90 ? t('lab.secondsLeft', { count: s }) : t('lab.minutesLeft', { count: Math.ceil(s / 60) });
}
