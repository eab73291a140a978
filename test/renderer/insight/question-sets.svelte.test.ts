/**
 * The question editor's model on the settings calls: a set for a game
 * and rules version is added, its questions edited, reordered, retyped and
 * removed, saved, and asked by the next questionnaire of that version;
 * bad fields are named by field, nothing is saved and nothing typed is lost;
 * a store that refuses keeps the draft too.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../../../src/engine/core/result';
import { DEFAULT_QUESTIONS, questionsFor } from '../../../src/insight/questions';
import { applyLanguage } from '../../../src/renderer/i18n/index.svelte';
import { fieldId, idFromLabel, type DraftSet } from '../../../src/renderer/insight/question-draft';
import { QuestionSetsModel } from '../../../src/renderer/insight/question-sets.svelte';
import { API_METHODS, type ApiMethod, type DecksideApi, type Settings } from '../../../src/contract/api';
import { describeIssues, settingsSchema } from '../../../src/contract/schemas';

let api: DecksideApi;
let saved: () => Settings;

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/**
 * The settings calls as the store answers them (the patch merged and checked
 * with the settings schema, the questions picked by questionsFor), in memory;
 * any other call is refused.
 */
function memoryApi(): { api: DecksideApi; saved: () => Settings } {
  let settings: Settings = {
    lastRulesVersion: null,
    lastDeckVersion: null,
    lastPlayers: [],
    lastOptions: {},
    lastRules: {},
    questionSets: [],
    playerAliases: {},
    language: 'system',
  };
  const no = async (): Promise<Result<never>> => err('ERR_UNUSED', 'not used by the question editor');
  const unused = Object.fromEntries(API_METHODS.map((m) => [m, no])) as Record<ApiMethod, typeof no>;
  return {
    api: {
      ...unused,
      getSettings: async () => ok(settings),
      updateSettings: async (patch) => {
        const merged = settingsSchema.safeParse({ ...settings, ...patch });
        if (!merged.success) return err('ERR_BAD_ARGUMENTS', `Bad settings: ${describeIssues(merged.error)}.`);
        settings = merged.data;
        return ok(settings);
      },
      feedbackQuestions: async (game, version) => ok(questionsFor(settings.questionSets, game, version)),
    },
    saved: () => settings,
  };
}

beforeEach(() => {
  applyLanguage('en');
  ({ api, saved } = memoryApi());
});

async function withNewSet(): Promise<{ model: QuestionSetsModel; set: DraftSet }> {
  const model = new QuestionSetsModel(api);
  await model.load();
  expect(model.sets).toEqual([]);
  model.addSet();
  const set = model.current;
  if (!set) throw new Error('no set after addSet');
  return { model, set };
}

describe('the question editor', () => {
  it('a set for Trades v2, edited in the form, is what the next Trades v2 questionnaire asks', async () => {
    const { model, set } = await withNewSet();
    // A new set starts from the default questions.
    expect(set.questions.map((q) => q.label)).toEqual(DEFAULT_QUESTIONS.map((q) => q.label));
    set.game = 'trades';
    set.rulesVersion = ' v2 ';
    const [fun, again, length, confusing] = set.questions;
    if (!fun || !again || !length || !confusing) throw new Error('four default questions');
    confusing.label = 'Which rule confused you?';
    fun.max = '7';
    length.choices = 'too short, right, too long';
    // "Would you play again?" becomes a text question, then moves to the end; a new question is added first.
    again.kind = 'text';
    expect(model.moveQuestion(set, again.key, 1)).toBe(true);
    expect(model.moveQuestion(set, again.key, 1)).toBe(true);
    expect(model.moveQuestion(set, again.key, 1)).toBe(false);
    const added = model.addQuestion(set);
    const fresh = set.questions.find((q) => q.key === added);
    if (!fresh) throw new Error('added question missing');
    fresh.label = 'Best moment?';
    model.removeQuestion(set, length.key);
    expect(model.dirty).toBe(true);

    expect(await model.save()).toBe(true);
    expect(model.errors).toEqual({});
    expect(model.dirty).toBe(false);
    expect(model.status).toBe('1 question set saved.');
    const expected = [
      { id: 'fun', label: 'How much fun was it?', kind: 'scale', min: 1, max: 7 },
      { id: 'confusing', label: 'Which rule confused you?', kind: 'text' },
      { id: 'again', label: 'Would you play again?', kind: 'text' },
      { id: 'best-moment', label: 'Best moment?', kind: 'text' },
    ];
    expect(saved().questionSets).toEqual([{ game: 'trades', rulesVersion: 'v2', questions: expected }]);
    expect(must(await api.feedbackQuestions('trades', 'v2'))).toEqual(expected);
    // Other versions and games keep the defaults.
    expect(must(await api.feedbackQuestions('trades', 'v1'))).toEqual(DEFAULT_QUESTIONS);
    expect(must(await api.feedbackQuestions('for-ex', 'v2'))).toEqual(DEFAULT_QUESTIONS);

    // A second look at the editor reads the saved set back into the form.
    const again2 = new QuestionSetsModel(api);
    await again2.load();
    expect(again2.current?.game).toBe('trades');
    expect(again2.current?.rulesVersion).toBe('v2');
    expect(again2.current?.questions.map((q) => [q.id, q.label, q.kind])).toEqual(expected.map((q) => [q.id, q.label, q.kind]));
  });

  it('bad fields are named by field, nothing is saved, and every typed word stays', async () => {
    const { model, set } = await withNewSet();
    set.game = 'trades';
    const [fun, , length, confusing] = set.questions;
    if (!fun || !length || !confusing) throw new Error('four default questions');
    confusing.label = '   ';
    fun.min = '5';
    fun.max = '3';
    length.choices = 'only one';
    model.addSet(); // a second set for every game is fine...
    model.addSet(); // ...but a third one for every game and any version collides with it
    const third = model.current;
    if (!third) throw new Error('no third set');

    expect(await model.save()).toBe(false);
    expect(model.errors).toEqual({
      [fieldId(set.key, 'label', confusing.key)]: 'A question needs its words.',
      [fieldId(set.key, 'max', fun.key)]: 'The scale runs from a smaller to a larger number.',
      [fieldId(set.key, 'choices', length.key)]: 'At least 2 choices, separated by commas.',
      [fieldId(third.key, 'rulesVersion')]: 'Another set already has this game and rules version.',
    });
    expect(model.problem).toBe('Not saved: 4 fields need a fix (marked below).');
    // The form shows the first set with a problem, and keeps what was typed.
    expect(model.selected).toBe(set.key);
    expect(confusing.label).toBe('   ');
    expect(fun.min).toBe('5');
    expect(length.choices).toBe('only one');
    expect(model.sets).toHaveLength(3);
    expect(saved().questionSets).toEqual([]);

    fun.min = 'x';
    fun.max = '11';
    set.questions.splice(0, set.questions.length);
    expect(await model.save()).toBe(false);
    expect(model.errors[fieldId(set.key, 'questions')]).toBe('A set needs at least one question.');
    expect(saved().questionSets).toEqual([]);
  });

  it('a scale whose ends are not whole numbers in range is refused at each end', async () => {
    const { model, set } = await withNewSet();
    const fun = set.questions[0];
    if (!fun) throw new Error('no question');
    fun.min = '1.5';
    fun.max = '11';
    expect(await model.save()).toBe(false);
    expect(model.errors[fieldId(set.key, 'min', fun.key)]).toBe('A whole number from 0 to 10.');
    expect(model.errors[fieldId(set.key, 'max', fun.key)]).toBe('A whole number from 1 to 10.');
  });

  it('a store that refuses keeps the draft and says why', async () => {
    const refusing: DecksideApi = { ...api, updateSettings: async () => err('ERR_STORE_IO', 'the disk is full') };
    const model = new QuestionSetsModel(refusing);
    await model.load();
    model.addSet();
    const set = model.current;
    if (!set?.questions[0]) throw new Error('no set');
    set.questions[0].label = 'Was it tense?';
    expect(await model.save()).toBe(false);
    expect(model.problem).toBe('Not saved: the disk is full');
    expect(model.current?.questions[0]?.label).toBe('Was it tense?');
    expect(model.dirty).toBe(true);
  });

  it('a removed set is gone from the settings once saved; the words are Italian in Italian', async () => {
    must(await api.updateSettings({ questionSets: [{ game: 'for-ex', rulesVersion: null, questions: DEFAULT_QUESTIONS }] }));
    const model = new QuestionSetsModel(api);
    await model.load();
    const set = model.current;
    if (!set) throw new Error('the saved set is not loaded');
    model.removeSet(set.key);
    expect(model.current).toBeNull();
    applyLanguage('it');
    expect(await model.save()).toBe(true);
    expect(model.status).toBe('0 gruppi di domande salvati.');
    expect(saved().questionSets).toEqual([]);
  });

  it('answer keys made from the words are valid and distinct', () => {
    expect(idFromLabel('Best moment?', new Set())).toBe('best-moment');
    expect(idFromLabel('Best moment?', new Set(['best-moment']))).toBe('best-moment-2');
    expect(idFromLabel('3 words', new Set())).toBe('q3-words');
    expect(idFromLabel('Perché è così?', new Set())).toBe('perche-e-cosi');
    expect(idFromLabel('???', new Set())).toBe('q');
  });
});
