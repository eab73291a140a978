/**
 * The after-match questionnaire: the default questions, and which of the
 * designer's question sets (kept in settings) applies to a match. The most
 * specific set wins: game and rules version, then game alone, then a set
 * for every game; with none, the defaults.
 */
import type { GameId } from '../engine/core/game';
import type { FeedbackQuestion, QuestionSet } from '../contract/api';

export const DEFAULT_QUESTIONS: readonly FeedbackQuestion[] = [
  { id: 'fun', label: 'How much fun was it?', kind: 'scale', min: 1, max: 5 },
  { id: 'again', label: 'Would you play again?', kind: 'yesno' },
  { id: 'length', label: 'The length felt', kind: 'choice', choices: ['short', 'right', 'long'] },
  { id: 'confusing', label: 'Any confusing moments?', kind: 'text' },
];

export function questionsFor(sets: readonly QuestionSet[], game: GameId, rulesVersion: string): FeedbackQuestion[] {
  const rank = (s: QuestionSet): number => {
    if (s.game !== null && s.game !== game) return -1;
    if (s.rulesVersion !== null && s.rulesVersion !== rulesVersion) return -1;
    return (s.game !== null ? 2 : 0) + (s.rulesVersion !== null ? 1 : 0);
  };
  let best: QuestionSet | null = null;
  for (const s of sets) if (rank(s) >= 0 && (best === null || rank(s) >= rank(best))) best = s;
  return [...(best?.questions ?? DEFAULT_QUESTIONS)];
}
