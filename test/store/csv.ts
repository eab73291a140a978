/**
 * Reads our CSV exports back with csv-parse, an RFC 4180 reader written
 * independently of our writer, so a quoting mistake in the export shows.
 */
import { parse } from 'csv-parse/sync';

export function parseCsv(text: string): string[][] {
  return parse(text, { relax_column_count: true }) as string[][];
}
