/**
 * The exact check behind the tables. While no change has merged for want of
 * room the tables are exact and their answer stands. Past a merge they
 * over-approximate: a card or hand they accept may fit no world. Then the
 * question is put to the whole history as clauses (knowledge-clauses.ts),
 * one incremental solver per game (per first table), which keeps what it
 * learnt from one question to the next. The tables still answer first: what
 * they refuse is refused at once (a refusal of theirs is always right), so
 * the solver is asked only what they accept past a merge.
 *
 * Why not the solver alone: the tables answer the common questions (where
 * can 9C be, what is known of Bo's hand) in microseconds and every game
 * reads them; the solver answers one yes/no question in milliseconds.
 */
import type { CardCode } from './cards';
import type { Knowledge } from './knowledge-cases';
import { trailOf, type Trail } from './knowledge-change-log';
import { KnowledgeClauses } from './knowledge-clauses';

/**
 * Conflicts a question may take. Past it the answer is the tables' (an acceptance, as before the check): measured
 * questions take tens of conflicts (exactStats counts any that reach it).
 */
const BUDGET = 200_000;

/** What the check was asked and how it answered (a diagnostic for tests and benches). */
export const exactStats = { asked: 0, byWitness: 0, refused: 0, gaveUp: 0 };

const sessions = new WeakMap<Trail, KnowledgeClauses>();

/**
 * Whether some world fits the whole history with `place` holding at least (or exactly) `codes`, asked after the
 * tables accepted it. `mergedNow`: the tables merged while answering this very question.
 */
export function exactlyPossible(k: Knowledge, place: string, codes: readonly CardCode[], exactly: boolean, mergedNow: boolean): boolean {
  if (!k.exact) return true;
  const t = trailOf(k);
  if (t === undefined || !(t.merged || mergedNow)) return true;
  const root = t.first ?? t;
  let session = sessions.get(root);
  if (!session) sessions.set(root, (session = new KnowledgeClauses(root)));
  exactStats.asked++;
  const witnessed = session.byWitness;
  const answer = session.possible(t, place, codes, exactly, BUDGET);
  if (session.byWitness > witnessed) exactStats.byWitness++;
  if (answer === 'unknown') {
    exactStats.gaveUp++;
    return true;
  }
  if (!answer) exactStats.refused++;
  return answer;
}
