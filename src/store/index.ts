/** The playtest store (Node only): see ./store.ts. */
export { PlaytestStore, type StoreOptions } from './store';
export { resolveDataDir, defaultDataDir, isMatchId, MATCH_FILE_EXT, SETTINGS_FILE } from './paths';
export { parseMatchText, type ParsedMatchFile } from './match-file';
export { replayReport, configOf, type ReplayReport } from './replay-report';
export { CSV_COLUMNS } from './export';
