/**
 * How the dashboard writes its figures: plain numbers to two decimals (a dash
 * when there is none) and rates as percentages to one decimal.
 */
export const num = (v: number | undefined): string => (v === undefined || !Number.isFinite(v) ? '—' : String(Math.round(v * 100) / 100));
export const pct = (v: number): string => `${Math.round(v * 1000) / 10}%`;
