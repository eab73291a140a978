/**
 * The playtest store: one folder, one JSON Lines file per match (format in
 * ./match-file.ts and docs/log-format.md). It implements the DecksideApi the
 * renderer uses (all but the card recognizer's methods), for Electron main,
 * the browser-mode server and the command line alike.
 *
 * Durability: an append answers only after its line is written and flushed
 * (fdatasync), so every event the UI showed as done survives a crash. Calls
 * on one match run one after another; a failed write drops the match from
 * memory so the next call reads the file again instead of trusting a guess.
 * Every public method answers a Result and never throws on bad input or a
 * damaged file.
 */
import { mkdir, open, readdir, readFile, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { AnyGameDefinition } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { resolveOptions } from '../engine/core/options';
import { err, ok, type Result } from '../engine/core/result';
import { getGame as registryGetGame } from '../engine/registry';
import type {
  EventNote,
  ExportFormat,
  LogProblem,
  MatchHeader,
  MatchSummary,
  NewMatch,
  PlaytestRecords,
  Settings,
  SettingsPatch,
  StoredMatch,
  StoreApi,
} from '../shared/api';
import { MAX_EVENT_BYTES, settingsSchema, describeIssues } from '../shared/schemas';
import type { DeckFile } from '../engine/core/deck';
import { readDeck, writeDeck } from './deck-files';
import { exportCsv, exportJson, type ExportedMatch } from './export';
import { syncDir } from './fsync';
import { eventLine, headerLine, noteLine, parseMatchText, undoLine, type ParsedMatchFile } from './match-file';
import { badId, damaged, guard, isParsed, messageOf, noSuchMatch } from './answers';
import { exportedMatch, summarizeMatch } from './match-reading';
import { KeyedQueue } from './queue';
import { isMatchId, matchFilePath, matchIdOfFile, MATCH_FILE_EXT, newMatchId } from './paths';
import { readPlaytestRecords } from './playtest-records';
import { configOf, replayReport } from './replay-report';
import { readSettings, writeSettingsAtomic } from './settings';

export interface StoreOptions {
  /** The folder of playtests, already resolved (see resolveDataDir). Created if missing. */
  readonly dataDir: string;
  /** Written into every new match header. */
  readonly appVersion: string;
  /** The games the store replays with; the registry by default (tests pass their own). */
  readonly getGame?: (id: string) => Result<AnyGameDefinition>;
  /** The clock for undo markers and export times. */
  readonly now?: () => number;
}

/** A match held in memory between appends: its open file and replayed state. */
interface LiveMatch {
  readonly file: string;
  readonly header: MatchHeader;
  readonly def: AnyGameDefinition;
  readonly events: LogEvent[];
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

type Answer<T> = Promise<Result<T>>;

export class PlaytestStore implements StoreApi {
  readonly dataDir: string;
  private readonly appVersion: string;
  private readonly getGame: (id: string) => Result<AnyGameDefinition>;
  private readonly now: () => number;
  private readonly live = new Map<string, LiveMatch>();
  private readonly queues = new KeyedQueue();

  private constructor(options: StoreOptions) {
    this.dataDir = path.resolve(options.dataDir);
    this.appVersion = options.appVersion;
    this.getGame = options.getGame ?? registryGetGame;
    this.now = options.now ?? Date.now;
  }

  static async open(options: StoreOptions): Promise<PlaytestStore> {
    const store = new PlaytestStore(options);
    await mkdir(store.dataDir, { recursive: true });
    return store;
  }

  /** Closes the files held open for appending. */
  async close(): Promise<void> {
    const all = [...this.live.values()];
    this.live.clear();
    await Promise.all(all.map((m) => m.handle?.close().catch(() => {})));
  }

  async listMatches(): Answer<{ matches: MatchSummary[]; problems: LogProblem[] }> {
    return guard('listMatches', async () => {
      const matches: MatchSummary[] = [];
      const problems: LogProblem[] = [];
      for (const name of await readdir(this.dataDir)) {
        if (!name.endsWith(MATCH_FILE_EXT)) continue;
        const id = matchIdOfFile(name);
        if (id === null) {
          problems.push({
            file: name,
            line: 0,
            message: 'Not a match file name (expected e.g. 20261130-063800-1f2e3d4c.jsonl); not read.',
          });
          continue;
        }
        try {
          const read = await this.serial(id, () => this.readFileOf(id));
          if (!read.header) {
            problems.push(...read.problems);
            continue;
          }
          matches.push(summarizeMatch(this.getGame, read.header, read, name));
        } catch (e) {
          problems.push({ file: name, line: 0, message: `Could not read this match: ${messageOf(e)}` });
        }
      }
      matches.sort((a, b) => b.startedAt - a.startedAt || (a.matchId < b.matchId ? 1 : -1));
      return ok({ matches, problems });
    });
  }

  async createMatch(match: NewMatch): Answer<MatchHeader> {
    return guard('createMatch', async () => {
      const game = this.getGame(match.game);
      if (!game.ok) return game;
      const def = game.value;
      if (match.players.length < def.minPlayers || match.players.length > def.maxPlayers) {
        return err(
          'ERR_PLAYER_COUNT',
          `${def.name} is played by ${def.minPlayers} to ${def.maxPlayers} players; got ${match.players.length}.`,
          { path: 'players' },
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
        appVersion: this.appVersion,
        ...(match.location !== undefined ? { location: match.location } : {}),
        ...(match.notes !== undefined ? { notes: match.notes } : {}),
      };
      const setup = def.setup(configOf({ ...base, matchId: '' }));
      if (!setup.ok) return setup;
      // The id carries the creation time to the second; two matches started
      // in the same second differ by their random part (and 'wx' refuses a clash).
      for (let attempt = 0; attempt < 5; attempt++) {
        const header: MatchHeader = { ...base, matchId: newMatchId(this.now()) };
        const file = matchFilePath(this.dataDir, header.matchId);
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
        await syncDir(this.dataDir);
        const size = Buffer.byteLength(headerLine(header));
        this.live.set(header.matchId, { file, header, def, events: [], state: setup.value, handle, needsLineEnd: false, size });
        await this.remember(header).catch(() => {});
        return ok(header);
      }
      return err('ERR_STORE_IO', 'Could not find a free match id after 5 tries.');
    });
  }

  async openMatch(matchId: string): Answer<StoredMatch> {
    return guard('openMatch', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        // Reopening reads the file again: it, not memory, is the truth.
        await this.forget(matchId);
        let read: ParsedMatchFile;
        try {
          read = await this.readFileOf(matchId);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') return noSuchMatch(matchId);
          throw e;
        }
        if (!read.header) return damaged(read);
        return ok({ header: read.header, events: read.events, problems: read.problems, notes: read.notes });
      });
    });
  }

  async appendEvent(matchId: string, event: LogEvent): Answer<{ seq: number }> {
    return guard('appendEvent', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        const loaded = await this.load(matchId);
        if (!loaded.ok) return loaded;
        const m = loaded.value;
        const expected = m.events.length + 1;
        if (event.seq !== expected) {
          return err(
            'ERR_SEQ_MISMATCH',
            `Event seq ${event.seq} does not follow the log: the next event is ${expected}. Reopen the match to see what was saved.`,
            { path: 'seq' },
          );
        }
        const line = eventLine(event);
        if (Buffer.byteLength(line) > MAX_EVENT_BYTES) {
          return err('ERR_EVENT_TOO_LARGE', `The event is larger than ${MAX_EVENT_BYTES} bytes once written; not saved.`, {
            path: 'action',
          });
        }
        // Validate what a replay will read back, not the object we were handed.
        const stored = JSON.parse(line) as LogEvent;
        const action = m.def.parseAction(stored.action);
        if (!action.ok) return action;
        const ctx = { at: stored.at };
        const verdict = m.def.validate(m.state, action.value, ctx);
        if (!verdict.ok) return verdict;
        await this.write(m, line);
        m.state = m.def.apply(m.state, action.value, ctx);
        m.events.push(stored);
        return ok({ seq: stored.seq });
      });
    });
  }

  async undoTo(matchId: string, keep: number): Answer<{ events: number }> {
    return guard('undoTo', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        const loaded = await this.load(matchId);
        if (!loaded.ok) return loaded;
        const m = loaded.value;
        if (!Number.isInteger(keep) || keep < 0 || keep > m.events.length) {
          return err('ERR_UNDO_OUT_OF_RANGE', `Cannot keep ${keep} events: the log has ${m.events.length}.`, { path: 'keep' });
        }
        if (keep === m.events.length) return ok({ events: keep });
        await this.write(m, undoLine(keep, this.now()));
        m.events.length = keep;
        m.state = replayReport(m.def, m.header, m.events).state;
        return ok({ events: keep });
      });
    });
  }

  async exportMatches(format: ExportFormat, matchIds: readonly string[] | null): Answer<{ fileName: string; content: string }> {
    return guard('exportMatches', async () => {
      let ids: string[];
      if (matchIds === null) {
        ids = (await readdir(this.dataDir)).flatMap((n) => matchIdOfFile(n) ?? []).sort();
      } else {
        const bad = matchIds.find((id) => !isMatchId(id));
        if (bad !== undefined) return badId(bad);
        ids = [...new Set(matchIds)];
      }
      const matches: ExportedMatch[] = [];
      for (const id of ids) {
        const read = await this.serial(id, () => this.readFileOf(id)).catch((e: unknown) => e);
        if (read instanceof Error || !isParsed(read)) {
          if (matchIds === null) continue;
          return (read as NodeJS.ErrnoException).code === 'ENOENT'
            ? noSuchMatch(id)
            : err('ERR_STORE_IO', `Could not read match ${id}: ${messageOf(read)}`);
        }
        if (!read.header) {
          if (matchIds === null) continue;
          return damaged(read);
        }
        matches.push(exportedMatch(this.getGame, read.header, read));
      }
      // All matches: oldest first. Named matches: in the order asked.
      if (matchIds === null)
        matches.sort((a, b) => a.header.startedAt - b.header.startedAt || (a.header.matchId < b.header.matchId ? -1 : 1));
      const stamp = newMatchId(this.now(), () => '00000000').slice(0, 15);
      const base = matchIds !== null && ids.length === 1 ? `deckside-${ids[0]}` : `deckside-playtests-${stamp}`;
      return ok(
        format === 'json'
          ? { fileName: `${base}.json`, content: exportJson(matches, this.now()) }
          : { fileName: `${base}.csv`, content: exportCsv(matches) },
      );
    });
  }

  async getSettings(): Answer<Settings> {
    return guard('getSettings', async () => ok((await readSettings(this.dataDir)).settings));
  }

  async updateSettings(patch: SettingsPatch): Answer<Settings> {
    return guard('updateSettings', () =>
      this.serial('settings', async () => {
        const current = (await readSettings(this.dataDir)).settings;
        const merged = settingsSchema.safeParse({ ...current, ...patch, lastOptions: { ...current.lastOptions, ...patch.lastOptions } });
        if (!merged.success) return err('ERR_BAD_ARGUMENTS', `Bad settings: ${describeIssues(merged.error)}.`);
        await writeSettingsAtomic(this.dataDir, merged.data);
        return ok(merged.data);
      }),
    );
  }

  async playtestRecords(): Answer<PlaytestRecords> {
    return guard('playtestRecords', async () => {
      const read = await readPlaytestRecords(this.dataDir, { appKey: this.appVersion });
      return ok({ records: read.records, unreadable: read.unreadable, damagedLines: read.problems });
    });
  }

  async addNote(matchId: string, seq: number, text: string): Answer<EventNote> {
    return guard('addNote', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      const clean = text.trim();
      if (clean === '' || clean.length > 2000) return err('ERR_BAD_NOTE', 'A note needs 1 to 2000 characters of text.', { path: 'text' });
      return this.serial(matchId, async () => {
        const loaded = await this.load(matchId);
        if (!loaded.ok) return loaded;
        const m = loaded.value;
        if (!Number.isInteger(seq) || seq < 0 || seq > m.events.length) {
          return err('ERR_NO_SUCH_EVENT', `There is no event ${seq} to note: the log has ${m.events.length}.`, { path: 'seq' });
        }
        const note: EventNote = { seq, at: this.now(), text: clean };
        await this.write(m, noteLine(note));
        return ok(note);
      });
    });
  }

  async getDeck(id: string): Answer<DeckFile | null> {
    return guard('getDeck', () => this.serial(`deck:${id}`, () => readDeck(this.dataDir, id)));
  }

  async saveDeck(deck: DeckFile): Answer<DeckFile> {
    return guard('saveDeck', () => this.serial(`deck:${deck.id}`, () => writeDeck(this.dataDir, deck)));
  }

  // --- internals ---

  /** New matches remember their choices, offered again on the next new-match form. */
  private async remember(h: MatchHeader): Promise<void> {
    await this.updateSettings({
      lastRulesVersion: h.rulesVersion,
      lastDeckVersion: h.deckVersion,
      lastPlayers: h.players.map((p) => p.name),
      lastOptions: { [h.game]: h.options },
    });
  }

  /** Runs calls on one key (a match, or the settings) one after another. */
  private serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.queues.run(key, fn);
  }

  private async readFileOf(matchId: string): Promise<ParsedMatchFile> {
    const file = matchFilePath(this.dataDir, matchId);
    return parseMatchText(await readFile(file, 'utf8'), path.basename(file), matchId);
  }

  /** The match in memory, read and replayed from its file when not yet there. */
  private async load(matchId: string): Promise<Result<LiveMatch>> {
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
    const report = replayReport(game.value, read.header, read.events);
    if (report.setupError) return err(report.setupError.code, `This match cannot be set up again: ${report.setupError.message}`);
    const m: LiveMatch = {
      file,
      header: read.header,
      def: game.value,
      events: read.events,
      state: report.state,
      handle: null,
      needsLineEnd: !read.endsClean,
      size,
    };
    this.live.set(matchId, m);
    return ok(m);
  }

  /** Appends one line and flushes it; on failure the match is dropped from memory. */
  private async write(m: LiveMatch, line: string): Promise<void> {
    try {
      m.handle ??= await open(m.file, 'a');
      const data = m.needsLineEnd ? '\n' + line : line;
      await m.handle.write(data);
      m.needsLineEnd = false;
      m.size += Buffer.byteLength(data);
      await m.handle.datasync();
    } catch (e) {
      await this.forget(m.header.matchId);
      throw e;
    }
  }

  private async forget(matchId: string): Promise<void> {
    const m = this.live.get(matchId);
    this.live.delete(matchId);
    await m?.handle?.close().catch(() => {});
  }
}
