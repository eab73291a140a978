/**
 * The matches held in memory between appends and opens: each with its open
 * file, its events and notes and its replayed state, so an append costs one
 * step of the pipeline and one write, and reopening costs no read.
 * The file, not memory, is the truth: a match whose file changed size behind
 * this store's back (another window or server appended) is read again, and a
 * failed write drops the match so the next call reads the file again instead
 * of trusting a guess.
 */
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { AnyGameDefinition } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { configOf, fold } from '../engine/core/match';
import { err, ok, type Result } from '../engine/core/result';
import type { EventNote, FeedbackAnswer, LogProblem, MatchHeader } from '../contract/api';
import { damaged, noSuchMatch } from './answers';
import { parseMatchText, type ParsedMatchFile } from './match-file';
import { matchFilePath } from './paths';

/** A match held in memory between appends: its open file and replayed state. */
export interface LiveMatch {
  readonly file: string;
  readonly header: MatchHeader;
  readonly def: AnyGameDefinition;
  readonly events: LogEvent[];
  /** The notes on the live events, as openMatch answers them. */
  notes: EventNote[];
  /** Every questionnaire line so far, in file order (the last per seat counts). */
  readonly feedback: FeedbackAnswer[];
  /** The damaged lines met when the file was read. */
  readonly problems: readonly LogProblem[];
  state: unknown;
  handle: FileHandle | null;
  /** The file ends inside a line: the next write starts with a line end. */
  needsLineEnd: boolean;
  /**
   * The file's size as this store left it. Another process (the other app
   * window, a second server) appending to the same match changes it; the
   * match is then read again before the next write instead of trusting
   * memory, so both never write the same seq.
   */
  size: number;
}

export class LiveMatches {
  private readonly live = new Map<string, LiveMatch>();

  constructor(
    private readonly dataDir: string,
    private readonly getGame: (id: string) => Result<AnyGameDefinition>,
  ) {}

  /** Keeps a match just created (its header written) in memory. */
  add(m: LiveMatch): void {
    this.live.set(m.header.matchId, m);
  }

  /** The match in memory, read and replayed from its file when not yet there. */
  async load(matchId: string): Promise<Result<LiveMatch>> {
    const cached = this.live.get(matchId);
    if (cached) {
      const now = await (cached.handle ? cached.handle.stat() : stat(cached.file)).catch(() => null);
      if (now?.size === cached.size) return ok(cached);
      await this.forget(matchId);
    }
    const file = matchFilePath(this.dataDir, matchId);
    let read: ParsedMatchFile;
    let size: number;
    try {
      const bytes = await readFile(file);
      size = bytes.length;
      read = parseMatchText(bytes.toString('utf8'), path.basename(file), matchId);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return noSuchMatch(matchId);
      throw e;
    }
    if (!read.header) return damaged(read);
    const game = this.getGame(read.header.game);
    if (!game.ok) return game;
    const folded = fold(game.value, configOf(read.header), read.events, { onRefused: 'skip' });
    if (!folded.ok) return err(folded.error.code, `This match cannot be set up again: ${folded.error.message}`);
    const m: LiveMatch = {
      file,
      header: read.header,
      def: game.value,
      events: read.events,
      notes: read.notes,
      feedback: read.feedback,
      problems: read.problems,
      state: folded.value.state,
      handle: null,
      needsLineEnd: !read.endsClean,
      size,
    };
    this.live.set(matchId, m);
    return ok(m);
  }

  /** Appends one line and flushes it; on failure the match is dropped from memory. */
  async write(m: LiveMatch, line: string): Promise<void> {
    try {
      m.handle ??= await open(m.file, 'a');
      const sealing = m.needsLineEnd;
      const data = sealing ? '\n' + line : line;
      await m.handle.write(data);
      m.needsLineEnd = false;
      m.size += Buffer.byteLength(data);
      await m.handle.datasync();
      // The incomplete line is now a damaged one, said differently on reading: read the file again next time.
      if (sealing) await this.forget(m.header.matchId);
    } catch (e) {
      await this.forget(m.header.matchId);
      throw e;
    }
  }

  async forget(matchId: string): Promise<void> {
    const m = this.live.get(matchId);
    this.live.delete(matchId);
    await m?.handle?.close().catch(() => {});
  }

  /** Closes the files held open for appending. */
  async closeAll(): Promise<void> {
    const all = [...this.live.values()];
    this.live.clear();
    await Promise.all(all.map((m) => m.handle?.close().catch(() => {})));
  }
}
