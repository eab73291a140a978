/**
 * The contract between the renderer and whatever keeps the playtests (Electron
 * main over IPC, or the browser-mode server over HTTP): the API's method names,
 * argument and answer types. Argument schemas live in ./schemas.ts and are
 * checked on the receiving side of every call.
 */
import type { DeckFile } from '../engine/core/deck';
import type { GameId, Options } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import type { Result } from '../engine/core/result';
import type { PlaytestRecord } from './playtest-record';
import type { SimRequest, SimSummary } from './simulation';

export interface SeatedPlayer {
  readonly name: string;
  readonly seat: number;
}

/** What the renderer sends to start a match; the store adds id, times and versions. */
export interface NewMatch {
  readonly game: GameId;
  readonly options: Options;
  readonly seed: string;
  readonly players: readonly SeatedPlayer[];
  readonly deckVersion: string | null;
  readonly rulesVersion: string;
  readonly startedAt: number;
  readonly location?: string;
  readonly notes?: string;
}

/** Set in the header of a match the balance lab played between bots: who played, and which game of which run. */
export interface SimulatedMark {
  /** The bot of each seat, in seat order ("random", "mcts:200"). */
  readonly bots: readonly string[];
  /** The run's seed; the match's own seed is derived from it and `game`. */
  readonly runSeed: string;
  /** 0-based number of the game in its run. */
  readonly game: number;
  /** The run's own options, or the --versus ones. */
  readonly set: 'base' | 'versus';
}

/** The first line of every match file: the new match as the store wrote it. */
export interface MatchHeader extends NewMatch {
  readonly format: 'deckside-match';
  readonly formatVersion: 1;
  readonly matchId: string;
  readonly appVersion: string;
  /** Present only on a simulated match. */
  readonly simulated?: SimulatedMark;
}

/** A line of a match file that could not be read, with where it is. */
export interface LogProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
  /** Set on a 0-byte match file (the app stopped before its header): it holds nothing and can be deleted (deleteEmptyMatch). */
  readonly empty?: true;
}

/** An event that the game's rules refused on replay (the log goes on past it). */
export interface Violation {
  readonly seq: number;
  readonly code: string;
  readonly message: string;
}

export interface MatchSummary {
  readonly matchId: string;
  readonly game: GameId;
  readonly players: readonly SeatedPlayer[];
  readonly rulesVersion: string;
  readonly startedAt: number;
  /** Time of the last live event, or startedAt when there is none. */
  readonly lastEventAt: number;
  /** Live events (undone ones not counted). */
  readonly events: number;
  readonly finished: boolean;
  /** Seats of the winners (ties share); empty while unfinished. */
  readonly winners: readonly number[];
  /** Game totals by seat (the game's score sheet), when the game is known. */
  readonly totals: readonly number[];
  /** The phase in plain words, from the game's summary. */
  readonly phase: string;
  /** Events that did not replay under the current rules. */
  readonly violations: readonly Violation[];
  readonly problems: readonly LogProblem[];
}

export interface StoredMatch {
  readonly header: MatchHeader;
  /** The live events, undo markers already applied. */
  readonly events: readonly LogEvent[];
  readonly problems: readonly LogProblem[];
  /** Notes added to events after they were logged (appended note lines; see addNote). */
  readonly notes?: readonly EventNote[];
  /** Players' questionnaire answers, the latest per seat (see addFeedback). */
  readonly feedback?: readonly FeedbackAnswer[];
}

/** An operator's note on an event ("players confused here"); seq 0 is the match as a whole. */
export interface EventNote {
  readonly seq: number;
  readonly at: number;
  readonly text: string;
}

/** Every playtest of the data folder as the statistics read it (see ./playtest-record.ts). */
export interface PlaytestRecords {
  readonly records: readonly PlaytestRecord[];
  /** Files that gave no record (damaged header, foreign file, unknown game), with why. */
  readonly unreadable: readonly LogProblem[];
  /** Damaged lines inside files that still gave a record. */
  readonly damagedLines: readonly LogProblem[];
}

/** How far a reading of the playtest folder has come: logs read (replayed or from the cache) of the folder's. */
export interface RecordsProgress {
  readonly done: number;
  readonly total: number;
}

export type ExportFormat = 'json' | 'csv';

/** A rules version tag and the options it was played with: kept together, since the tag stands for them. */
export interface LastRules {
  readonly rulesVersion: string;
  readonly options: Options;
}

/** App settings kept beside the playtests (settings.json, written atomically). */
export interface Settings {
  /** The rules version tag used for the last new match (offered again). */
  readonly lastRulesVersion: string | null;
  readonly lastDeckVersion: string | null;
  /** Player names of the last new match, in seat order. */
  readonly lastPlayers: readonly string[];
  /** The variant options last chosen, per game. */
  readonly lastOptions: Readonly<Partial<Record<GameId, Options>>>;
  /** Per game, the rules version tag of its last match together with that match's options (the new-match form offers both). */
  readonly lastRules: Readonly<Partial<Record<GameId, LastRules>>>;
  /** The designer's after-match questionnaires per game and rules version (none: the defaults). */
  readonly questionSets: readonly QuestionSet[];
  /** Name spellings merged in the players view: lower-cased spelling to the name it counts as. */
  readonly playerAliases: Readonly<Record<string, string>>;
  /** The app's language: "system" follows the system's, else "en" or "it". */
  readonly language: 'system' | 'en' | 'it';
}

export type SettingsPatch = Partial<Settings>;

/** The decks the card recognizer reads (bundled deck files; a saved edit of the same id is used when there is one). */
export const SCAN_DECKS = ['tech-deck', 'standard-52'] as const;
export type ScanDeck = (typeof SCAN_DECKS)[number];

/** Largest camera frame or image file the recognizer takes, in bytes (before base64). */
export const MAX_SCAN_IMAGE_BYTES = 4 * 1024 * 1024;

/**
 * The guide frame the scanner's preview draws, as shares (0..1) of the frame
 * sent: the card inside it is read, other cards in view are ignored.
 */
export interface ScanGuide {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What the recognizer read on one frame. */
export interface CardScan {
  /** The card's code, or null when the recognizer is unsure (see candidates). */
  readonly card: string | null;
  /** 0..1: the best card's share of belief. */
  readonly confidence: number;
  /** The most likely cards, best first. */
  readonly candidates: readonly string[];
  /** What was read, for the operator. */
  readonly text: string;
  /** Where the card was found in the frame, in pixels: top-left, top-right, bottom-right, bottom-left. */
  readonly corners: readonly { readonly x: number; readonly y: number }[];
}

/** Teach mode's answer: the card was recorded for this deck version. */
export interface TaughtCard {
  readonly deck: ScanDeck;
  readonly deckVersion: string;
  readonly code: string;
  /** Every card of the deck taught so far (this one included), in no particular order. */
  readonly taught: readonly string[];
}

// --- Insight v2: player feedback and people (one block, so merges stay easy) ---

/** One question of the after-match questionnaire; `id` keys the answer. */
export type FeedbackQuestion =
  | { readonly id: string; readonly label: string; readonly kind: 'scale'; readonly min: number; readonly max: number }
  | { readonly id: string; readonly label: string; readonly kind: 'yesno' }
  | { readonly id: string; readonly label: string; readonly kind: 'choice'; readonly choices: readonly string[] }
  | { readonly id: string; readonly label: string; readonly kind: 'text' };

/** The questions asked for a game and rules version (null: any); the most specific set applies. */
export interface QuestionSet {
  readonly game: GameId | null;
  readonly rulesVersion: string | null;
  readonly questions: readonly FeedbackQuestion[];
}

/** An answer: a number (scale), yes/no, a choice or text; null when skipped. */
export type FeedbackValue = number | boolean | string | null;

/** What the questionnaire sends for one player. */
export interface NewFeedback {
  readonly seat: number;
  /** The questions as asked (kept in the file, so the answers read alone). */
  readonly questions: readonly FeedbackQuestion[];
  readonly answers: Readonly<Record<string, FeedbackValue>>;
}

/** A feedback line of a match file; a later line for the same seat supersedes an earlier one. */
export interface FeedbackAnswer extends NewFeedback {
  readonly at: number;
  /** The player's name at that seat, from the header. */
  readonly player: string;
}

/** Insight v2's methods of the API. */
export interface InsightApi {
  /** Appends one player's questionnaire answers to the match file (a later one for the seat supersedes). */
  addFeedback(matchId: string, feedback: NewFeedback): Promise<Result<FeedbackAnswer>>;
  /** The questions to ask after a match of this game and rules version (settings, else the defaults). */
  feedbackQuestions(game: GameId, rulesVersion: string): Promise<Result<FeedbackQuestion[]>>;
}
export const INSIGHT_METHODS = ['addFeedback', 'feedbackQuestions'] as const satisfies readonly (keyof InsightApi)[];
// --- end of insight v2 block ---

// --- Balance lab (one block, so merges stay easy) ---

/** A simulation asked for from the Balance lab: the command line's request and the rules version tag its results are kept under. */
export interface LabRequest extends SimRequest {
  readonly rulesVersion: string;
}

/** A run of the lab: its progress while it runs, its summary once done; kept in the data folder's simulations folder when done. */
export interface LabRun {
  readonly runId: string;
  readonly request: LabRequest;
  readonly state: 'running' | 'done' | 'cancelled' | 'failed';
  /** Games played of all (both sets counted). */
  readonly done: number;
  readonly total: number;
  readonly startedAt: number;
  readonly elapsedMs: number;
  /** Time left at the pace so far, null before the first game. */
  readonly leftMs: number | null;
  readonly summary: SimSummary | null;
  readonly error: { readonly code: string; readonly message: string } | null;
}

/** The Balance lab's methods of the API (implemented by src/host/lab-api.ts over src/sim). */
export interface LabApi {
  /** Starts a run on worker threads and answers at once; follow it with simulationStatus. */
  startSimulation(request: LabRequest): Promise<Result<LabRun>>;
  simulationStatus(runId: string): Promise<Result<LabRun>>;
  /** Stops a running run's workers; its state becomes cancelled. */
  cancelSimulation(runId: string): Promise<Result<LabRun>>;
  /** The runs kept in the data folder and those still running, newest first. */
  listSimulations(): Promise<Result<LabRun[]>>;
}
export const LAB_METHODS = [
  'startSimulation',
  'simulationStatus',
  'cancelSimulation',
  'listSimulations',
] as const satisfies readonly (keyof LabApi)[];
export type LabMethod = (typeof LAB_METHODS)[number];
// --- end of balance lab block ---

/** The API the renderer uses. Every method answers a Result; none throws on bad input. */
export interface DecksideApi extends InsightApi, LabApi {
  listMatches(): Promise<Result<{ matches: MatchSummary[]; problems: LogProblem[] }>>;
  createMatch(match: NewMatch): Promise<Result<MatchHeader>>;
  openMatch(matchId: string): Promise<Result<StoredMatch>>;
  /** Appends one event (its seq must be the next one) and flushes it to disk before answering. */
  appendEvent(matchId: string, event: LogEvent): Promise<Result<{ seq: number }>>;
  /** Undo: keeps events 1..keep (an append-only marker line records it). */
  undoTo(matchId: string, keep: number): Promise<Result<{ events: number }>>;
  /** Exports the given matches (null: all) as one JSON document or one CSV table (columns: docs/log-format.md). */
  exportMatches(format: ExportFormat, matchIds: readonly string[] | null): Promise<Result<{ fileName: string; content: string }>>;
  getSettings(): Promise<Result<Settings>>;
  /** Merges the given fields into the settings and answers the result. */
  updateSettings(patch: SettingsPatch): Promise<Result<Settings>>;
  /** Every playtest of the folder as a statistics record, and the files that could not be read. */
  playtestRecords(): Promise<Result<PlaytestRecords>>;
  /** How far the playtestRecords call under way has come (null: none is reading), for a first look at many logs. */
  playtestRecordsProgress(): Promise<Result<RecordsProgress | null>>;
  /** Attaches a note to event `seq` (0: the match) by appending a note line; the events are never rewritten. */
  addNote(matchId: string, seq: number, text: string): Promise<Result<EventNote>>;
  /** Deletes a 0-byte match file (a crash before its header; listed with `empty: true`); any other file is refused. */
  deleteEmptyMatch(matchId: string): Promise<Result<{ matchId: string }>>;
  /** The user's edited deck file with this id (data folder, decks/<id>.json), or null when none was saved: the bundled deck applies. */
  getDeck(id: string): Promise<Result<DeckFile | null>>;
  /** Saves an edited deck file (checked with parseDeckFile) as decks/<its id>.json; answers the deck as stored. */
  saveDeck(deck: DeckFile): Promise<Result<DeckFile>>;
  /** Reads the card in a camera frame (a JPEG or PNG file, base64) against a deck; card is null when unsure. With a guide frame, the card inside it (corners: the outline read). */
  recognize(deck: ScanDeck, imageBase64: string, guide?: ScanGuide | null): Promise<Result<CardScan>>;
  /** Teach mode: records what the frame shows (the card in the guide frame, when given) as card `code` of the deck (kept in the data folder's teach folder). */
  teachCard(deck: ScanDeck, code: string, imageBase64: string, guide?: ScanGuide | null): Promise<Result<TaughtCard>>;
}

/** The methods the card recognizer answers; the playtest store answers the rest. */
export type RecognizerMethod = 'recognize' | 'teachCard';
/** What the playtest store implements: the whole API but the recognizer's and the lab's methods. */
export type StoreApi = Omit<DecksideApi, RecognizerMethod | LabMethod>;

/**
 * Every method of the API, once. The IPC channels (./ipc.ts), the argument
 * schemas (./schemas.ts), the preload bridge and the HTTP routes are all
 * derived from this list, so a method added here (e.g. `recognize`) is
 * refused by the type checker until each of them knows it.
 */
export const API_METHODS = [
  'listMatches',
  'createMatch',
  'openMatch',
  'appendEvent',
  'undoTo',
  'exportMatches',
  'getSettings',
  'updateSettings',
  'playtestRecords',
  'playtestRecordsProgress',
  'addNote',
  'deleteEmptyMatch',
  'getDeck',
  'saveDeck',
  'recognize',
  'teachCard',
  ...INSIGHT_METHODS,
  ...LAB_METHODS,
] as const satisfies readonly (keyof DecksideApi)[];
export type ApiMethod = (typeof API_METHODS)[number];
