/**
 * The store's writing path: creating a match file, appending an event,
 * marking an undo, adding a note or a player's questionnaire answers. Each checks its input against the match in
 * memory, then writes one line through LiveMatches (written and flushed
 * before the answer). The caller (PlaytestStore) checks ids, loads the match
 * and runs the calls on one match one after another.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { AnyGameDefinition } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { configOf, fold, step } from '../engine/core/match';
import { resolveOptions } from '../engine/core/options';
import { err, ok, type Result } from '../engine/core/result';
import type { EventNote, FeedbackAnswer, MatchHeader, NewFeedback, NewMatch } from '../contract/api';
import { MAX_EVENT_BYTES } from '../contract/schemas';
import { syncDir } from './fsync';
import type { LiveMatch, LiveMatches } from './live-matches';
import { eventLine, feedbackLine, headerLine, noteLine, undoLine } from './match-file';
import { matchFilePath, newMatchId } from './paths';

/** What the writing path needs of the store. */
export interface WriteContext {
  readonly dataDir: string;
  readonly appVersion: string;
  readonly getGame: (id: string) => Result<AnyGameDefinition>;
  readonly now: () => number;
  readonly live: LiveMatches;
}

/** Checks a new match (players, options, setup), writes its header to a new file and keeps it in memory. */
export async function createMatchFile(ctx: WriteContext, match: NewMatch): Promise<Result<MatchHeader>> {
  const game = ctx.getGame(match.game);
  if (!game.ok) return game;
  const def = game.value;
  if (match.players.length < def.minPlayers || match.players.length > def.maxPlayers) {
    return err(
      'ERR_PLAYER_COUNT',
      `${def.name} is played by ${def.minPlayers} to ${def.maxPlayers} players; got ${match.players.length}.`,
      {
        path: 'players',
        params: {
          variant: 'playedPlayers',
          name: def.name,
          minPlayers: def.minPlayers,
          maxPlayers: def.maxPlayers,
          playerCount: match.players.length,
        },
      },
    );
  }
  const options = resolveOptions(def.options, match.options);
  if (!options.ok) return options;
  const base = {
    format: 'deckside-match' as const,
    formatVersion: 1 as const,
    game: match.game,
    options: options.value,
    seed: match.seed,
    players: [...match.players].sort((a, b) => a.seat - b.seat),
    deckVersion: match.deckVersion,
    rulesVersion: match.rulesVersion,
    startedAt: match.startedAt,
    appVersion: ctx.appVersion,
    ...(match.location !== undefined ? { location: match.location } : {}),
    ...(match.notes !== undefined ? { notes: match.notes } : {}),
  };
  const setup = def.setup(configOf(base));
  if (!setup.ok) return setup;
  // The id carries the creation time to the second; two matches started
  // in the same second differ by their random part (and 'wx' refuses a clash).
  for (let attempt = 0; attempt < 5; attempt++) {
    const header: MatchHeader = { ...base, matchId: newMatchId(ctx.now()) };
    const file = matchFilePath(ctx.dataDir, header.matchId);
    let handle: FileHandle;
    try {
      handle = await open(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw e;
    }
    try {
      await handle.write(headerLine(header));
      await handle.sync();
    } catch (e) {
      await handle.close().catch(() => {});
      throw e;
    }
    await syncDir(ctx.dataDir);
    const size = Buffer.byteLength(headerLine(header));
    ctx.live.add({
      file,
      header,
      def,
      events: [],
      notes: [],
      feedback: [],
      problems: [],
      state: setup.value,
      handle,
      needsLineEnd: false,
      size,
    });
    return ok(header);
  }
  return err('ERR_STORE_IO', 'Could not find a free match id after 5 tries.', { params: { variant: 'couldFind' } });
}

/** Appends an event that follows the log and that the game accepts; the state moves on only once it is on disk. */
export async function appendEventTo(ctx: WriteContext, m: LiveMatch, event: LogEvent): Promise<Result<{ seq: number }>> {
  const expected = m.events.length + 1;
  if (event.seq !== expected) {
    return err(
      'ERR_SEQ_MISMATCH',
      `Event seq ${event.seq} does not follow the log: the next event is ${expected}. Reopen the match to see what was saved.`,
      { path: 'seq', params: { seq: event.seq, expected } },
    );
  }
  const line = eventLine(event);
  if (Buffer.byteLength(line) > MAX_EVENT_BYTES) {
    return err('ERR_EVENT_TOO_LARGE', `The event is larger than ${MAX_EVENT_BYTES} bytes once written; not saved.`, {
      path: 'action',
      params: { MAXEVENTBYTES: MAX_EVENT_BYTES },
    });
  }
  // Step what a replay will read back, not the object we were handed.
  const stored = JSON.parse(line) as LogEvent;
  const next = step(m.def, m.state, stored.seq, stored);
  if (!next.ok) return next;
  await ctx.live.write(m, line);
  m.state = next.value.state;
  m.events.push(stored);
  return ok({ seq: stored.seq });
}

/** Writes an undo marker keeping the first `keep` events, and replays the state to there. */
export async function undoMatchTo(ctx: WriteContext, m: LiveMatch, keep: number): Promise<Result<{ events: number }>> {
  if (!Number.isInteger(keep) || keep < 0 || keep > m.events.length) {
    return err('ERR_UNDO_OUT_OF_RANGE', `Cannot keep ${keep} events: the log has ${m.events.length}.`, {
      path: 'keep',
      params: { variant: 'cannotKeep', keep, eventCount: m.events.length },
    });
  }
  if (keep === m.events.length) return ok({ events: keep });
  await ctx.live.write(m, undoLine(keep, ctx.now()));
  m.events.length = keep;
  // As on reading: an undo takes back the notes of the events it removes.
  m.notes = m.notes.filter((n) => n.seq <= keep);
  // 'skip', as when the match was loaded: the events kept replay as they did then.
  const folded = fold(m.def, configOf(m.header), m.events, { onRefused: 'skip' });
  if (!folded.ok) {
    await ctx.live.forget(m.header.matchId);
    return err(folded.error.code, `This match cannot be set up again: ${folded.error.message}`);
  }
  m.state = folded.value.state;
  return ok({ events: keep });
}

/** Writes a note on event `seq` of the log; `text` is already trimmed and checked. */
export async function addNoteTo(ctx: WriteContext, m: LiveMatch, seq: number, text: string): Promise<Result<EventNote>> {
  if (!Number.isInteger(seq) || seq < 0 || seq > m.events.length) {
    return err('ERR_NO_SUCH_EVENT', `There is no event ${seq} to note: the log has ${m.events.length}.`, {
      path: 'seq',
      params: { seq, eventCount: m.events.length },
    });
  }
  const note: EventNote = { seq, at: ctx.now(), text };
  await ctx.live.write(m, noteLine(note));
  m.notes.push(note);
  return ok(note);
}

/** Writes one player's questionnaire answers (already checked by newFeedbackSchema); a later line for the seat supersedes. */
export async function addFeedbackTo(ctx: WriteContext, m: LiveMatch, feedback: NewFeedback): Promise<Result<FeedbackAnswer>> {
  const player = m.header.players.find((p) => p.seat === feedback.seat);
  if (!player) {
    return err('ERR_NO_SUCH_SEAT', `There is no seat ${feedback.seat} in this match: it has ${m.header.players.length} players.`, {
      path: 'seat',
      params: { variant: 'seatMatch', seat: feedback.seat, playerCount: m.header.players.length },
    });
  }
  const answer: FeedbackAnswer = {
    seat: feedback.seat,
    player: player.name,
    at: ctx.now(),
    questions: feedback.questions,
    answers: feedback.answers,
  };
  await ctx.live.write(m, feedbackLine(answer));
  m.feedback.push(answer);
  return ok(answer);
}
