/**
 * What players said after their playtests, summed up per rules version and
 * variant: mean answers to scale questions with a t-interval (few answers
 * per set, so not the normal), yes-rates and each choice's share with Wilson
 * intervals, and text answers listed with their match. Two sets compare as
 * the win rates do: Welch's difference of means, Newcombe's of rates.
 */
import type { FeedbackAnswer, FeedbackQuestion } from '../contract/api';
import type { Difference } from './compare';
import type { PlaytestRecord } from './records';
import { t975 } from './t-quantile';
import { moreGamesToSeparate, rateDifference, wilson, type Interval } from './wilson';

export interface MeanFigure {
  readonly mean: number;
  /** 95% t-interval; null with fewer than 2 answers. */
  readonly interval: Interval | null;
  readonly count: number;
}

export interface ShareFigure {
  readonly hits: number;
  readonly count: number;
  readonly rate: number;
  readonly interval: Interval;
}

export interface TextAnswer {
  readonly matchId: string;
  readonly player: string;
  readonly text: string;
}

export type QuestionSummary =
  | { readonly id: string; readonly label: string; readonly kind: 'scale'; readonly values: readonly number[]; readonly figure: MeanFigure }
  | { readonly id: string; readonly label: string; readonly kind: 'yesno'; readonly figure: ShareFigure }
  | { readonly id: string; readonly label: string; readonly kind: 'choice'; readonly shares: Readonly<Record<string, ShareFigure>> }
  | { readonly id: string; readonly label: string; readonly kind: 'text'; readonly answers: readonly TextAnswer[] };

export interface FeedbackSummary {
  /** Playtests with at least one player's answers, and answers (players) in all. */
  readonly matches: number;
  readonly respondents: number;
  readonly questions: readonly QuestionSummary[];
}

export interface FeedbackGroup {
  readonly game: string;
  readonly rulesVersion: string;
  /** The variant options as `name=value, ...` (empty: none). */
  readonly variant: string;
  readonly summary: FeedbackSummary;
}

export function meanFigure(xs: readonly number[]): MeanFigure {
  const n = xs.length;
  if (n === 0) return { mean: Number.NaN, interval: null, count: 0 };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  if (n < 2) return { mean, interval: null, count: n };
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = (t975(n - 1) * sd) / Math.sqrt(n);
  return { mean, interval: { low: mean - half, high: mean + half }, count: n };
}

const share = (hits: number, count: number): ShareFigure => ({
  hits,
  count,
  rate: count ? hits / count : 0,
  interval: wilson(hits, count),
});

export const variantOf = (options: PlaytestRecord['options']): string =>
  Object.entries(options)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');

/** Summary of the answers in these records; questions in the order first met, by id (the latest label shown). */
export function summarizeFeedback(records: readonly PlaytestRecord[]): FeedbackSummary {
  const questions = new Map<string, FeedbackQuestion>();
  const answers: { matchId: string; f: FeedbackAnswer }[] = [];
  let matches = 0;
  for (const r of records) {
    const fb = r.feedback ?? [];
    if (fb.length > 0) matches++;
    for (const f of fb) {
      answers.push({ matchId: r.matchId, f });
      for (const q of f.questions) {
        const known = questions.get(q.id);
        // A question whose kind changed under the same id starts again under the new kind.
        if (!known || known.kind === q.kind) questions.set(q.id, q);
      }
    }
  }
  const summaries = [...questions.values()].map((q): QuestionSummary => {
    const given = answers.flatMap(({ matchId, f }) => {
      const v = f.answers[q.id];
      const asked = f.questions.find((x) => x.id === q.id);
      return v === undefined || v === null || asked?.kind !== q.kind ? [] : [{ matchId, player: f.player, v }];
    });
    switch (q.kind) {
      case 'scale': {
        const values = given.flatMap((a) => (typeof a.v === 'number' ? [a.v] : []));
        return { id: q.id, label: q.label, kind: 'scale', values, figure: meanFigure(values) };
      }
      case 'yesno': {
        const bools = given.filter((a) => typeof a.v === 'boolean');
        return { id: q.id, label: q.label, kind: 'yesno', figure: share(bools.filter((a) => a.v === true).length, bools.length) };
      }
      case 'choice': {
        const picked = given.filter((a) => typeof a.v === 'string');
        const shares: Record<string, ShareFigure> = {};
        for (const c of q.choices) shares[c] = share(picked.filter((a) => a.v === c).length, picked.length);
        return { id: q.id, label: q.label, kind: 'choice', shares };
      }
      case 'text': {
        const texts = given.flatMap((a) =>
          typeof a.v === 'string' && a.v.trim() !== '' ? [{ matchId: a.matchId, player: a.player, text: a.v.trim() }] : [],
        );
        return { id: q.id, label: q.label, kind: 'text', answers: texts };
      }
    }
  });
  return { matches, respondents: answers.length, questions: summaries };
}

/** The answers per game, rules version and variant, in that order. */
export function feedbackByVersion(records: readonly PlaytestRecord[]): FeedbackGroup[] {
  const groups = new Map<string, { game: string; rulesVersion: string; variant: string; records: PlaytestRecord[] }>();
  for (const r of records) {
    if (!r.feedback || r.feedback.length === 0) continue;
    const variant = variantOf(r.options);
    const key = JSON.stringify([r.game, r.rulesVersion, variant]);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { game: r.game, rulesVersion: r.rulesVersion, variant, records: [] }));
    g.records.push(r);
  }
  return [...groups.values()]
    .sort((a, b) => a.game.localeCompare(b.game) || a.rulesVersion.localeCompare(b.rulesVersion) || a.variant.localeCompare(b.variant))
    .map((g) => ({ game: g.game, rulesVersion: g.rulesVersion, variant: g.variant, summary: summarizeFeedback(g.records) }));
}

/** Welch's difference of two means, with Satterthwaite's degrees of freedom and the t quantile. */
export function meanDifference(name: string, xs: readonly number[], ys: readonly number[]): Difference {
  const a = meanFigure(xs);
  const b = meanFigure(ys);
  const v = (vals: readonly number[], m: number): number =>
    vals.length > 1 ? vals.reduce((s, x) => s + (x - m) ** 2, 0) / (vals.length - 1) : 0;
  const qa = xs.length ? v(xs, a.mean) / xs.length : 0;
  const qb = ys.length ? v(ys, b.mean) / ys.length : 0;
  const se = Math.sqrt(qa + qb);
  const df =
    se > 0 ? (qa + qb) ** 2 / ((xs.length > 1 ? qa ** 2 / (xs.length - 1) : 0) + (ys.length > 1 ? qb ** 2 / (ys.length - 1) : 0)) : 1;
  const d = (xs.length ? a.mean : 0) - (ys.length ? b.mean : 0);
  const half = t975(Math.max(1, df)) * se;
  const usable = xs.length > 1 && ys.length > 1;
  const interval = usable ? { low: d - half, high: d + half } : { low: Number.NaN, high: Number.NaN };
  return {
    name,
    a: a.mean,
    b: b.mean,
    difference: d,
    interval,
    called: usable && (interval.low > 0 || interval.high < 0),
    moreGames: null,
  };
}

/** Set A's answers against set B's: each scale question's mean, each yes/no question's rate. */
export function compareFeedback(a: FeedbackSummary, b: FeedbackSummary): Difference[] {
  const out: Difference[] = [];
  for (const qa of a.questions) {
    const qb = b.questions.find((q) => q.id === qa.id && q.kind === qa.kind);
    if (!qb) continue;
    if (qa.kind === 'scale' && qb.kind === 'scale') out.push(meanDifference(`feedback: ${qa.label} (mean)`, qa.values, qb.values));
    if (qa.kind === 'yesno' && qb.kind === 'yesno') {
      const fa = qa.figure;
      const fb = qb.figure;
      const interval = rateDifference(fa.hits, fa.count, fb.hits, fb.count);
      out.push({
        name: `feedback: ${qa.label} (yes)`,
        a: fa.rate,
        b: fb.rate,
        difference: fa.rate - fb.rate,
        interval,
        called: interval.low > 0 || interval.high < 0,
        moreGames: moreGamesToSeparate(fa.hits, fa.count, fb.hits, fb.count),
      });
    }
  }
  return out;
}
