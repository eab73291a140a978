/**
 * What the store tells about a match it read: the summary for the match list
 * and the event-by-event reading for exports, both from a replay with the
 * match's game. A game that is unknown, or rules that throw (a bug), never
 * take the list or an export down: the match is still given, with the
 * reason among its problems.
 */
import type { AnyGameDefinition } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import type { Result } from '../engine/core/result';
import type { MatchHeader, MatchSummary } from '../contract/api';
import type { ExportedEvent, ExportedMatch } from './export';
import { latestFeedback, type ParsedMatchFile } from './match-file';
import { replayReport } from './replay-report';

export type GameLookup = (id: string) => Result<AnyGameDefinition>;

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function summarizeMatch(getGame: GameLookup, header: MatchHeader, read: ParsedMatchFile, fileName: string): MatchSummary {
  const lastEventAt = read.events.length > 0 ? (read.events[read.events.length - 1] as LogEvent).at : header.startedAt;
  const base = {
    matchId: header.matchId,
    game: header.game,
    players: header.players,
    rulesVersion: header.rulesVersion,
    startedAt: header.startedAt,
    lastEventAt,
    events: read.events.length,
  };
  const game = getGame(header.game);
  if (!game.ok) {
    return {
      ...base,
      finished: false,
      winners: [],
      totals: [],
      phase: 'unknown game',
      violations: [],
      problems: [...read.problems, { file: fileName, line: 1, message: game.error.message }],
    };
  }
  try {
    const r = replayReport(game.value, header, read.events);
    const problems = r.setupError
      ? [...read.problems, { file: fileName, line: 1, message: `The match cannot be set up again: ${r.setupError.message}` }]
      : read.problems;
    return { ...base, finished: r.finished, winners: r.winners, totals: r.totals, phase: r.phase, violations: r.violations, problems };
  } catch (e) {
    // A rules bug must not take the list down: the match is listed with the failure.
    return {
      ...base,
      finished: false,
      winners: [],
      totals: [],
      phase: 'replay failed',
      violations: [],
      problems: [
        ...read.problems,
        { file: fileName, line: 0, message: `Replaying this match failed (a bug in the game's rules): ${messageOf(e)}` },
      ],
    };
  }
}

export function exportedMatch(getGame: GameLookup, header: MatchHeader, read: ParsedMatchFile): ExportedMatch {
  const events: ExportedEvent[] = [];
  const game = getGame(header.game);
  if (game.ok) {
    try {
      const r = replayReport(game.value, header, read.events, {
        visit: (event, _before, description, violation) => events.push({ event, description, violation }),
      });
      if (!r.setupError)
        return {
          header,
          events,
          finished: r.finished,
          winners: r.winners,
          totals: r.totals,
          phase: r.phase,
          reason: r.reason,
          problems: read.problems,
          notes: read.notes,
          feedback: latestFeedback(read.feedback),
        };
    } catch {
      // Fall through: exported without the rules' reading.
    }
  }
  return {
    header,
    events: read.events.map((event) => ({ event, description: null, violation: null })),
    finished: false,
    winners: [],
    totals: [],
    phase: 'not replayed',
    reason: null,
    problems: read.problems,
    notes: read.notes,
    feedback: latestFeedback(read.feedback),
  };
}
