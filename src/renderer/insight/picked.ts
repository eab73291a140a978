/** A set of playtests the dashboard shows: its label ("A: ..."), the filter that chose it, its records and their statistics. */
import type { Stats } from '../../insight/aggregate';
import type { PlaytestRecord, RecordFilter } from '../../insight/records';

export interface PickedSet {
  readonly label: string;
  readonly filter: RecordFilter;
  readonly records: PlaytestRecord[];
  readonly stats: Stats;
}

/** The set's letter (A or B), for the table columns. */
export const letterOf = (s: { readonly label: string }): string => s.label.slice(0, 1);
