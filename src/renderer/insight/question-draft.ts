/**
 * The question editor's draft (question sets as typed in the form) and its
 * check: each field's problem keyed by the field's element id, so the form
 * shows it next to the field, and the sets as the settings keep them when
 * every field fits. Pure: the form's state lives in question-sets.svelte.ts.
 */
import type { GameId } from '../../engine/core/game';
import type { FeedbackQuestion, QuestionSet } from '../../contract/api';
import { t } from '../i18n/index.svelte';

export type QuestionKind = FeedbackQuestion['kind'];
export const QUESTION_KINDS: readonly QuestionKind[] = ['scale', 'yesno', 'choice', 'text'];

/** Each kind in words, for the form's kind picker. */
export const KIND_WORDS: Readonly<Record<QuestionKind, () => string>> = {
  scale: () => t('insight.questions.kinds.scale'),
  yesno: () => t('insight.questions.kinds.yesno'),
  choice: () => t('insight.questions.kinds.choice'),
  text: () => t('insight.questions.kinds.text'),
};

export interface DraftQuestion {
  /** The form's own key (stable across reorders). */
  readonly key: number;
  /** The answers' key; empty for a question not saved yet. */
  id: string;
  label: string;
  kind: QuestionKind;
  min: string;
  max: string;
  /** Comma-separated, as typed. */
  choices: string;
}

export interface DraftSet {
  readonly key: number;
  /** '' for every game. */
  game: GameId | '';
  /** '' for any rules version. */
  rulesVersion: string;
  questions: DraftQuestion[];
}

/** The field a problem belongs to: a set's rules version or questions, or one field of a question. */
export type FieldName = 'rulesVersion' | 'questions' | 'label' | 'min' | 'max' | 'choices';

/** The element id of a field, shared by the input and its problem text. */
export const fieldId = (setKey: number, field: FieldName, questionKey?: number): string =>
  questionKey === undefined ? `qs-${setKey}-${field}` : `qs-${setKey}-q${questionKey}-${field}`;

const ID_PATTERN = /^[a-z][a-zA-Z0-9_-]{0,39}$/;

export const splitChoices = (text: string): string[] =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');

/** An answer key from the words of a question, unlike any in `taken`. */
export function idFromLabel(label: string, taken: ReadonlySet<string>): string {
  let base = label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  if (!/^[a-z]/.test(base)) base = `q${base}`.slice(0, 32);
  let id = base;
  for (let n = 2; taken.has(id) || !ID_PATTERN.test(id); n++) id = `${base}-${n}`;
  return id;
}

/** Each field's problem, and the sets as the settings keep them when there is none. */
export function checkDraft(drafts: readonly DraftSet[]): { errors: Record<string, string>; sets: QuestionSet[] | null } {
  const errors: Record<string, string> = {};
  const whole = (min: number, max: number): string => t('insight.questions.problems.whole', { min, max });
  const seen = new Set<string>();
  const out: QuestionSet[] = [];
  for (const s of drafts) {
    const version = s.rulesVersion.trim();
    if (version.length > 100) errors[fieldId(s.key, 'rulesVersion')] = t('insight.questions.problems.versionLong');
    const which = `${s.game}\u0000${version}`;
    if (seen.has(which)) errors[fieldId(s.key, 'rulesVersion')] = t('insight.questions.problems.sameSet');
    seen.add(which);
    if (s.questions.length === 0) errors[fieldId(s.key, 'questions')] = t('insight.questions.problems.noQuestions');
    if (s.questions.length > 20) errors[fieldId(s.key, 'questions')] = t('insight.questions.problems.tooMany');
    const taken = new Set(s.questions.map((q) => q.id).filter((id) => id !== ''));
    const questions: FeedbackQuestion[] = [];
    for (const q of s.questions) {
      const at = (f: FieldName) => fieldId(s.key, f, q.key);
      const label = q.label.trim();
      if (label === '') errors[at('label')] = t('insight.questions.problems.label');
      else if (label.length > 200) errors[at('label')] = t('insight.questions.problems.labelLong');
      let id = q.id;
      if (id === '') {
        id = idFromLabel(label, taken);
        taken.add(id);
      }
      if (q.kind === 'scale') {
        const min = wholeIn(q.min, 0, 10);
        const max = wholeIn(q.max, 1, 10);
        if (min === null) errors[at('min')] = whole(0, 10);
        if (max === null) errors[at('max')] = whole(1, 10);
        if (min !== null && max !== null && min >= max) errors[at('max')] = t('insight.questions.problems.order');
        questions.push({ id, label, kind: 'scale', min: min ?? 0, max: max ?? 1 });
      } else if (q.kind === 'choice') {
        const choices = splitChoices(q.choices);
        if (choices.length < 2) errors[at('choices')] = t('insight.questions.problems.choicesFew');
        else if (choices.length > 10) errors[at('choices')] = t('insight.questions.problems.choicesMany');
        else if (choices.some((c) => c.length > 60)) errors[at('choices')] = t('insight.questions.problems.choiceLong');
        else if (new Set(choices).size !== choices.length) errors[at('choices')] = t('insight.questions.problems.choicesSame');
        questions.push({ id, label, kind: 'choice', choices });
      } else questions.push({ id, label, kind: q.kind });
    }
    out.push({ game: s.game === '' ? null : s.game, rulesVersion: version === '' ? null : version, questions });
  }
  return { errors, sets: Object.keys(errors).length === 0 ? out : null };
}

function wholeIn(text: string, min: number, max: number): number | null {
  const v = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(v) && v >= min && v <= max ? v : null;
}
