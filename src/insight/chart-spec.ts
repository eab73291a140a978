/**
 * What a dashboard bar chart shows, as plain data: categories, one series
 * per playtest set with optional 95% intervals, fair-share marks. The
 * renderer draws it with chart.js (src/renderer/insight/charts.ts); the
 * shaping (./dashboard-charts.ts) stays pure and testable.
 */

export interface BarSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
  /** 95% interval per category, drawn as a whisker. */
  readonly intervals?: readonly ({ readonly low: number; readonly high: number } | null)[];
}

export interface BarChartSpec {
  readonly title: string;
  readonly labels: readonly string[];
  readonly series: readonly BarSeries[];
  /** Values are rates (0..1) shown as percentages on a 0-100% axis. */
  readonly percent?: boolean;
  /** A dashed mark per category (the fair share of a seat), labelled on hover and in the caption. */
  readonly references?: readonly (number | null)[];
  readonly xTitle?: string;
  readonly yTitle?: string;
  /** Horizontal bars (long category names, e.g. differences). */
  readonly horizontal?: boolean;
  /** Lower and upper bound of the value axis (differences: -1..1). */
  readonly range?: readonly [number, number];
}
