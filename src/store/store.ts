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
 *
 * The work lives beside it, one concept a file: ./match-writing.ts (create,
 * append, undo, note) over ./live-matches.ts (matches held in memory),
 * ./match-listing.ts (summaries), ./match-exports.ts (JSON and CSV exports).
 */
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DeckFile } from '../engine/core/deck';
import type { AnyGameDefinition, GameId } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { err, ok, type Result } from '../engine/core/result';
import { getGame as registryGetGame } from '../engine/registry';
import { questionsFor } from '../insight/questions';
import type {
  EventNote,
  ExportFormat,
  FeedbackAnswer,
  FeedbackQuestion,
  LogProblem,
  MatchHeader,
  MatchSummary,
  NewFeedback,
  NewMatch,
  PlaytestRecords,
  RecordsProgress,
  Settings,
  SettingsPatch,
  StoredMatch,
  StoreApi,
} from '../contract/api';
import { describeIssues, settingsSchema } from '../contract/schemas';
import { badId, damaged, guard, noSuchMatch } from './answers';
import { readDeck, writeDeck } from './deck-files';
import { LiveMatches } from './live-matches';
import { latestFeedback, parseMatchText, type ParsedMatchFile } from './match-file';
import { exportMatchFiles } from './match-exports';
import { listMatchFiles } from './match-listing';
import { addFeedbackTo, addNoteTo, appendEventTo, createMatchFile, undoMatchTo, type WriteContext } from './match-writing';
import { isMatchId, matchFilePath } from './paths';
import { readPlaytestRecords } from './playtest-records';
import { KeyedQueue } from './queue';
import { readSettings, removeStaleSettingsTemps, writeSettingsAtomic } from './settings';

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

type Answer<T> = Promise<Result<T>>;

export class PlaytestStore implements StoreApi {
  readonly dataDir: string;
  private readonly appVersion: string;
  private readonly getGame: (id: string) => Result<AnyGameDefinition>;
  private readonly now: () => number;
  private readonly live: LiveMatches;
  private readonly queues = new KeyedQueue();
  /** How far the reading of the folder under way has come (playtestRecordsProgress), and how many are under way. */
  private reading: RecordsProgress | null = null;
  private readings = 0;

  private constructor(options: StoreOptions) {
    this.dataDir = path.resolve(options.dataDir);
    this.appVersion = options.appVersion;
    this.getGame = options.getGame ?? registryGetGame;
    this.now = options.now ?? Date.now;
    this.live = new LiveMatches(this.dataDir, this.getGame);
  }

  static async open(options: StoreOptions): Promise<PlaytestStore> {
    const store = new PlaytestStore(options);
    await mkdir(store.dataDir, { recursive: true });
    // Left by a crash between writing and renaming; the settings themselves are whole.
    await removeStaleSettingsTemps(store.dataDir).catch(() => []);
    return store;
  }

  /** Closes the files held open for appending. */
  async close(): Promise<void> {
    await this.live.closeAll();
  }

  async listMatches(): Answer<{ matches: MatchSummary[]; problems: LogProblem[] }> {
    return guard('listMatches', async () => ok(await listMatchFiles(this.dataDir, this.getGame, (id) => this.readSerial(id))));
  }

  async createMatch(match: NewMatch): Answer<MatchHeader> {
    return guard('createMatch', async () => {
      const created = await createMatchFile(this.writeContext(), match);
      if (created.ok) await this.remember(created.value).catch(() => {});
      return created;
    });
  }

  async openMatch(matchId: string): Answer<StoredMatch> {
    return guard('openMatch', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        // The match in memory, unless its file changed behind this store (then read again): the
        // next append goes on from here instead of reading and replaying the whole log.
        const loaded = await this.live.load(matchId);
        if (loaded.ok) {
          const m = loaded.value;
          // Copies: the store's own arrays grow with later appends.
          return ok({
            header: m.header,
            events: [...m.events],
            problems: [...m.problems],
            notes: [...m.notes],
            feedback: latestFeedback(m.feedback),
          });
        }
        // Not playable here (an unknown game, a setup the rules refuse): still opened for reading.
        let read: ParsedMatchFile;
        try {
          read = await this.readFileOf(matchId);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') return noSuchMatch(matchId);
          throw e;
        }
        if (!read.header) return damaged(read);
        return ok({
          header: read.header,
          events: read.events,
          problems: read.problems,
          notes: read.notes,
          feedback: latestFeedback(read.feedback),
        });
      });
    });
  }

  async appendEvent(matchId: string, event: LogEvent): Answer<{ seq: number }> {
    return guard('appendEvent', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        const loaded = await this.live.load(matchId);
        return loaded.ok ? appendEventTo(this.writeContext(), loaded.value, event) : loaded;
      });
    });
  }

  async undoTo(matchId: string, keep: number): Answer<{ events: number }> {
    return guard('undoTo', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        const loaded = await this.live.load(matchId);
        return loaded.ok ? undoMatchTo(this.writeContext(), loaded.value, keep) : loaded;
      });
    });
  }

  async exportMatches(format: ExportFormat, matchIds: readonly string[] | null): Answer<{ fileName: string; content: string }> {
    return guard('exportMatches', () =>
      exportMatchFiles(
        { dataDir: this.dataDir, getGame: this.getGame, now: this.now, readMatch: (id) => this.readSerial(id) },
        format,
        matchIds,
      ),
    );
  }

  async getSettings(): Answer<Settings> {
    return guard('getSettings', async () => ok((await readSettings(this.dataDir)).settings));
  }

  async updateSettings(patch: SettingsPatch): Answer<Settings> {
    return guard('updateSettings', () =>
      this.serial('settings', async () => {
        const current = (await readSettings(this.dataDir)).settings;
        const merged = settingsSchema.safeParse({
          ...current,
          ...patch,
          lastOptions: { ...current.lastOptions, ...patch.lastOptions },
          lastRules: { ...current.lastRules, ...patch.lastRules },
        });
        if (!merged.success)
          return err('ERR_BAD_ARGUMENTS', `Bad settings: ${describeIssues(merged.error)}.`, {
            params: { issues: describeIssues(merged.error) },
          });
        await writeSettingsAtomic(this.dataDir, merged.data);
        return ok(merged.data);
      }),
    );
  }

  async playtestRecords(): Answer<PlaytestRecords> {
    return guard('playtestRecords', async () => {
      this.readings++;
      try {
        const read = await readPlaytestRecords(this.dataDir, {
          appKey: this.appVersion,
          onProgress: (done, total) => (this.reading = { done, total }),
        });
        return ok({ records: read.records, unreadable: read.unreadable, damagedLines: read.problems });
      } finally {
        // The last of overlapping readings clears it.
        if (--this.readings === 0) this.reading = null;
      }
    });
  }

  async playtestRecordsProgress(): Answer<RecordsProgress | null> {
    return guard('playtestRecordsProgress', () => Promise.resolve(ok(this.reading)));
  }

  async addNote(matchId: string, seq: number, text: string): Answer<EventNote> {
    return guard('addNote', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      const clean = text.trim();
      if (clean === '' || clean.length > 2000) return err('ERR_BAD_NOTE', 'A note needs 1 to 2000 characters of text.', { path: 'text' });
      return this.serial(matchId, async () => {
        const loaded = await this.live.load(matchId);
        return loaded.ok ? addNoteTo(this.writeContext(), loaded.value, seq, clean) : loaded;
      });
    });
  }

  /**
   * Deletes a match file of 0 bytes (the app stopped before writing its
   * header: nothing was ever recorded). Any other file is refused, so no
   * playtest can be lost this way.
   */
  async deleteEmptyMatch(matchId: string): Answer<{ matchId: string }> {
    return guard('deleteEmptyMatch', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        const file = matchFilePath(this.dataDir, matchId);
        const info = await stat(file).catch((e: unknown) => e as NodeJS.ErrnoException);
        if (info instanceof Error) {
          if (info.code === 'ENOENT') return noSuchMatch(matchId);
          throw info;
        }
        if (!info.isFile() || info.size > 0)
          return err('ERR_MATCH_NOT_EMPTY', `Match ${matchId} has content; only an empty, never started match file can be deleted.`, {
            path: 'matchId',
            params: { matchId },
          });
        await rm(file);
        return ok({ matchId });
      });
    });
  }

  // --- Insight v2: player feedback ---

  async addFeedback(matchId: string, feedback: NewFeedback): Answer<FeedbackAnswer> {
    return guard('addFeedback', async () => {
      if (!isMatchId(matchId)) return badId(matchId);
      return this.serial(matchId, async () => {
        const loaded = await this.live.load(matchId);
        return loaded.ok ? addFeedbackTo(this.writeContext(), loaded.value, feedback) : loaded;
      });
    });
  }

  async feedbackQuestions(game: GameId, rulesVersion: string): Answer<FeedbackQuestion[]> {
    return guard('feedbackQuestions', async () =>
      ok(questionsFor((await readSettings(this.dataDir)).settings.questionSets, game, rulesVersion)),
    );
  }

  async getDeck(id: string): Answer<DeckFile | null> {
    return guard('getDeck', () => this.serial(`deck:${id}`, () => readDeck(this.dataDir, id)));
  }

  async saveDeck(deck: DeckFile): Answer<DeckFile> {
    return guard('saveDeck', () => this.serial(`deck:${deck.id}`, () => writeDeck(this.dataDir, deck)));
  }

  // --- internals ---

  private writeContext(): WriteContext {
    return { dataDir: this.dataDir, appVersion: this.appVersion, getGame: this.getGame, now: this.now, live: this.live };
  }

  /** New matches remember their choices, offered again on the next new-match form. */
  private async remember(h: MatchHeader): Promise<void> {
    await this.updateSettings({
      lastRulesVersion: h.rulesVersion,
      lastDeckVersion: h.deckVersion,
      lastPlayers: h.players.map((p) => p.name),
      lastOptions: { [h.game]: h.options },
      lastRules: { [h.game]: { rulesVersion: h.rulesVersion, options: h.options } },
    });
  }

  /** Runs calls on one key (a match, or the settings) one after another. */
  private serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.queues.run(key, fn);
  }

  /** Reads a match file in its turn on the match's queue. */
  private readSerial(matchId: string): Promise<ParsedMatchFile> {
    return this.serial(matchId, () => this.readFileOf(matchId));
  }

  private async readFileOf(matchId: string): Promise<ParsedMatchFile> {
    const file = matchFilePath(this.dataDir, matchId);
    return parseMatchText(await readFile(file, 'utf8'), path.basename(file), matchId);
  }
}
