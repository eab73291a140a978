/**
 * Turns a stored match (header and events) into the flat record the
 * statistics read: replays it once with its game, then keeps the outcome,
 * the score sheet and the game's own insight figures.
 */
import type { GameInsight } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { configOf, fold } from '../engine/core/match';
import { err, ok, type Result } from '../engine/core/result';
import { getGame } from '../engine/registry';
import type { MatchHeader } from '../contract/api';
import { EVENT_FIGURES } from './event-figures';
import type { PlaytestRecord } from './records';

/**
 * `trustCards` (the default): the cards are taken as the referee judged them when the log was written (core/match.ts
 * FoldOptions), as no record reads where a card may be; false follows them too (the tests hold the two equal).
 */
export function recordFromMatch(
  file: string,
  header: MatchHeader,
  events: readonly LogEvent[],
  { trustCards = true }: { readonly trustCards?: boolean } = {},
): Result<PlaytestRecord> {
  const game = getGame(header.game);
  if (!game.ok) return game;
  const def = game.value;
  const tracker = EVENT_FIGURES[header.game];
  const counted: Record<string, number> = Object.fromEntries((tracker?.names ?? []).map((n) => [n, 0]));
  const replayed = fold(def, configOf(header), events, {
    onRefused: 'stop',
    trustCards,
    ...(tracker ? { visit: (v) => tracker.count(v.before, v.after, v.action, counted) } : {}),
  });
  if (!replayed.ok) return err(replayed.error.code, `${file}: the match could not be set up again: ${replayed.error.message}`);
  const { state, applied } = replayed.value;
  const outcome = def.outcome(state);
  const sheet = def.score(state);
  const insight: GameInsight = def.insight?.(state) ?? {
    firstPlayer: null,
    rounds: sheet.rounds.length,
    turns: applied,
    roundScores: null,
    figures: {},
    tallies: {},
    cards: [],
  };
  const last = events[applied - 1];
  return ok({
    matchId: header.matchId,
    file,
    game: header.game,
    rulesVersion: header.rulesVersion,
    options: header.options,
    deckVersion: header.deckVersion,
    players: header.players.map((p) => p.name),
    firstPlayer: insight.firstPlayer,
    startedAt: header.startedAt,
    endedAt: last ? last.at : header.startedAt,
    finished: outcome !== null,
    winners: outcome ? outcome.winners : [],
    totals: sheet.totals.length ? sheet.totals : null,
    lowerIsBetter: sheet.lowerIsBetter,
    roundScores: insight.roundScores,
    events: applied,
    rounds: insight.rounds,
    turns: insight.turns,
    figures: tracker ? { ...insight.figures, ...counted } : insight.figures,
    tallies: insight.tallies,
    cards: insight.cards,
  });
}
