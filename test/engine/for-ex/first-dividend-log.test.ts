/**
 * The log whose first dividend is resolved at once (test/fixtures/for-ex/
 * first-dividend.jsonl): the core replay, the insight, the summary and the
 * rate history agree with the BGA reading (the first action strengthens JPY
 * although nobody holds a certificate).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../src/engine/core/game';
import { replay, type LogEvent } from '../../../src/engine/core/log';
import { forExGame, rateHistory } from '../../../src/engine/for-ex/index';
import { FIRST_DIVIDEND_HEADER, firstDividendLogText } from '../../fixtures/for-ex/first-dividend-log';

const header = FIRST_DIVIDEND_HEADER;
const config: MatchConfig = {
  players: header.players.map((p) => p.name),
  options: header.options,
  seed: header.seed,
  at: header.startedAt,
};
const events = firstDividendLogText()
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => JSON.parse(l) as LogEvent);

describe('For-Ex log with the first dividend resolved at once', () => {
  it('replays to the end with the insight and summary of a finished game', () => {
    const r = replay(forExGame, config, events);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.failure).toBeUndefined();
    const state = r.value.state;
    expect(state.end).toEqual({ reason: 'queueEmpty', bankrupt: null, strongest: 'USD' });
    expect(forExGame.score(state).totals).toEqual([8, 12, 9]);
    expect(forExGame.insight?.(state)).toEqual({
      firstPlayer: 0,
      rounds: 5,
      turns: 12,
      roundScores: null,
      figures: { bankruptcy: 0, dividendsPaid: 5, certificatesDivested: 0, certificatesHeld: 6, queueItems: 0 },
      tallies: { 'strongest:USD': 1, 'end:queueEmpty': 1 },
      cards: [],
    });
    expect(forExGame.summary(state, 0)).toMatchObject({ round: 5, finished: true, turn: null });
  });

  it('the first turn strengthens JPY on the rate history, with no certificate held', () => {
    const h = rateHistory(config, events);
    if (!h.ok) throw new Error(h.error.message);
    const [setup, first] = h.value.points;
    expect(h.value.points).toHaveLength(13);
    expect(first).toMatchObject({ turn: 1, seq: 1, player: 0 });
    // Uncapped on all six pairs: +6 for JPY, -1 for each other currency.
    expect((first?.strength.JPY ?? 0) - (setup?.strength.JPY ?? 0)).toBe(6);
    expect((first?.strength.GBP ?? 0) - (setup?.strength.GBP ?? 0)).toBe(-1);
    const afterFirst = replay(forExGame, config, events.slice(0, 1));
    if (!afterFirst.ok) throw new Error(afterFirst.error.message);
    expect(afterFirst.value.state.certificates.every((h) => Object.values(h).every((n) => n === 0))).toBe(true);
    expect(forExGame.summary(afterFirst.value.state, 0)).toMatchObject({ round: 2, turn: 1, finished: false });
  });

  it('is printed in docs/for-ex-actions.md, with the readings and options it relies on', () => {
    const doc = readFileSync(new URL('../../../docs/for-ex-actions.md', import.meta.url), 'utf8');
    for (const line of firstDividendLogText().trim().split('\n')) expect(doc).toContain(line);
    for (const option of forExGame.options) expect(doc).toContain(`| \`${option.name}\` |`);
  });
});
