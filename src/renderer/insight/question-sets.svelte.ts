/**
 * The designer's question sets as a form's draft: one set per game and rules
 * version, its questions added, removed, reordered and given a kind, each
 * field checked on its own so a problem is shown next to the field. The
 * draft is only replaced by what the store saved: bad input, or a store that
 * refuses, leaves every typed word where it was.
 *
 * A question keeps its id (the key of its answers in the match files) when
 * its words change, so the answers of one question stay together; a new
 * question gets an id made from its words.
 */
import { DEFAULT_QUESTIONS } from '../../insight/questions';
import type { DecksideApi, FeedbackQuestion, QuestionSet } from '../../contract/api';
import { describeIssues, settingsSchema } from '../../contract/schemas';
import { t } from '../i18n/index.svelte';
import { checkDraft, type DraftQuestion, type DraftSet } from './question-draft';

export class QuestionSetsModel {
  readonly api: DecksideApi;
  sets = $state<DraftSet[]>([]);
  /** The key of the set shown in the form. */
  selected = $state<number | null>(null);
  /** Problems by field id (fieldId). */
  errors = $state<Record<string, string>>({});
  /** The whole form's answer to the last save: saved, or why not. */
  status = $state<string | null>(null);
  problem = $state<string | null>(null);
  dirty = $state(false);
  private nextKey = 1;

  constructor(api: DecksideApi) {
    this.api = api;
  }

  get current(): DraftSet | null {
    return this.sets.find((s) => s.key === this.selected) ?? null;
  }

  async load(): Promise<void> {
    const res = await this.api.getSettings();
    if (!res.ok) {
      this.problem = t('insight.questions.loadFailed', { message: res.error.message });
      return;
    }
    this.fill(res.value.questionSets);
  }

  private fill(sets: readonly QuestionSet[]): void {
    const at = this.sets.findIndex((s) => s.key === this.selected);
    this.sets = sets.map((s) => ({
      key: this.nextKey++,
      game: s.game ?? '',
      rulesVersion: s.rulesVersion ?? '',
      questions: s.questions.map((q) => this.draftOf(q)),
    }));
    this.selected = this.sets[Math.max(0, Math.min(at, this.sets.length - 1))]?.key ?? null;
    this.errors = {};
    this.dirty = false;
  }

  private draftOf(q: FeedbackQuestion): DraftQuestion {
    return {
      key: this.nextKey++,
      id: q.id,
      label: q.label,
      kind: q.kind,
      min: q.kind === 'scale' ? String(q.min) : '1',
      max: q.kind === 'scale' ? String(q.max) : '5',
      choices: q.kind === 'choice' ? q.choices.join(', ') : t('insightPanels.feedback.defaultChoices'),
    };
  }

  /** Marks the draft changed (the form calls it on every input). */
  touched(): void {
    this.dirty = true;
    this.status = null;
  }

  /** A new set for every game and any rules version, starting from the default questions. */
  addSet(): void {
    const set: DraftSet = { key: this.nextKey++, game: '', rulesVersion: '', questions: DEFAULT_QUESTIONS.map((q) => this.draftOf(q)) };
    this.sets.push(set);
    this.selected = set.key;
    this.touched();
  }

  removeSet(key: number): void {
    const at = this.sets.findIndex((s) => s.key === key);
    if (at < 0) return;
    this.sets.splice(at, 1);
    this.selected = this.sets[Math.min(at, this.sets.length - 1)]?.key ?? null;
    this.touched();
  }

  /** Adds a text question at the end of the set; answers the new question's key. */
  addQuestion(set: DraftSet): number {
    const q: DraftQuestion = { ...this.draftOf({ id: '', label: '', kind: 'text' }), label: '' };
    set.questions.push(q);
    this.touched();
    return q.key;
  }

  removeQuestion(set: DraftSet, key: number): void {
    const at = set.questions.findIndex((q) => q.key === key);
    if (at >= 0) set.questions.splice(at, 1);
    this.touched();
  }

  /** Moves a question by `by` places (-1 up, 1 down); false when it is already at that end. */
  moveQuestion(set: DraftSet, key: number, by: -1 | 1): boolean {
    const at = set.questions.findIndex((q) => q.key === key);
    const to = at + by;
    if (at < 0 || to < 0 || to >= set.questions.length) return false;
    const [q] = set.questions.splice(at, 1);
    if (q) set.questions.splice(to, 0, q);
    this.touched();
    return true;
  }

  /** Saves through the settings when every field fits; otherwise marks the fields and keeps the draft. */
  async save(): Promise<boolean> {
    const { errors, sets } = checkDraft(this.sets);
    this.errors = errors;
    this.status = null;
    const count = Object.keys(errors).length;
    if (!sets) {
      this.problem = t('insight.questions.fixFields', { count });
      // Show the first set with a problem.
      const bad = this.sets.find((s) => Object.keys(errors).some((k) => k.startsWith(`qs-${s.key}-`)));
      if (bad) this.selected = bad.key;
      return false;
    }
    // The store checks again; this only catches a rule the form's own checks missed.
    const parsed = settingsSchema.shape.questionSets.safeParse(sets);
    if (!parsed.success) {
      this.problem = t('insight.questions.notSaved', { problem: describeIssues(parsed.error) });
      return false;
    }
    const res = await this.api.updateSettings({ questionSets: parsed.data });
    if (!res.ok) {
      this.problem = t('insight.questions.notSaved', { problem: res.error.message });
      return false;
    }
    this.problem = null;
    this.fill(res.value.questionSets);
    this.status = t('insight.questions.saved', { count: res.value.questionSets.length });
    return true;
  }
}
