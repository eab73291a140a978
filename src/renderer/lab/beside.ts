/**
 * Simulated beside played: for each game and rules version tag with a
 * finished lab run, the latest run's first-player (or seat 1) win rate and
 * the same figure over the playtests of that game and tag, in one sentence
 * ("bots say the first player wins 58% [55-61]; your 40 playtests say 61%
 * [46-74]"). Pure; the dashboard shows it.
 */
import { computeStats } from '../../insight/aggregate';
import type { PlaytestRecord } from '../../contract/playtest-record';
import type { LabRun } from '../../contract/api';
import type { GameId } from '../../engine/core/game';
import { t } from '../i18n/index.svelte';

export interface Beside {
  readonly game: GameId;
  readonly rulesVersion: string;
  readonly runId: string;
  readonly bots: readonly string[];
  readonly figure: string;
  readonly simulated: { readonly rate: number; readonly low: number; readonly high: number; readonly games: number };
  readonly played: { readonly rate: number; readonly low: number; readonly high: number; readonly games: number } | null;
  readonly sentence: string;
}

const p = (x: number): string => String(Math.round(x * 100));

export function besideFigures(runs: readonly LabRun[], records: readonly PlaytestRecord[]): Beside[] {
  const latest = new Map<string, LabRun>();
  for (const r of runs) {
    if (r.state !== 'done' || !r.summary) continue;
    const key = `${r.request.game}\u0000${r.summary.rulesVersion}`;
    const seen = latest.get(key);
    if (!seen || seen.startedAt < r.startedAt) latest.set(key, r);
  }
  return [...latest.values()]
    .sort(
      (a, b) =>
        a.request.game.localeCompare(b.request.game) || (a.summary?.rulesVersion ?? '').localeCompare(b.summary?.rulesVersion ?? ''),
    )
    .flatMap((run) => {
      const s = run.summary;
      if (!s) return [];
      const mine = records.filter((r) => r.game === s.game && r.rulesVersion === s.rulesVersion);
      const stats = computeStats(mine);
      const first = s.firstPlayer !== null;
      const sim = first ? s.firstPlayer : s.seats[0];
      if (!sim) return [];
      const played = first ? stats.firstPlayerWinRate : (stats.seatWinRates[0] ?? null);
      const figure = first ? t('screens.lab.firstWins') : t('screens.lab.seatWins');
      const simulated = { rate: sim.rate, low: sim.interval.low, high: sim.interval.high, games: sim.games };
      const playedFig =
        played && played.games > 0
          ? { rate: played.rate, low: played.interval.low, high: played.interval.high, games: played.games }
          : null;
      const sentence =
        t('screens.lab.bots', { figure, rate: p(simulated.rate), low: p(simulated.low), high: p(simulated.high) }) +
        (playedFig
          ? t('screens.lab.played', { count: playedFig.games, rate: p(playedFig.rate), low: p(playedFig.low), high: p(playedFig.high) })
          : t('screens.lab.noPlayed'));
      return [
        { game: s.game, rulesVersion: s.rulesVersion, runId: run.runId, bots: s.bots, figure, simulated, played: playedFig, sentence },
      ];
    });
}
