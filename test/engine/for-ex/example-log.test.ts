/**
 * The example log of docs/for-ex-actions.md (test/fixtures/for-ex/example.jsonl)
 * replays with the core replay to the standings the doc states, and the doc
 * carries exactly the fixture's lines.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../src/engine/core/game';
import { replay, type LogEvent } from '../../../src/engine/core/log';
import { forExGame, rateHistory } from '../../../src/engine/for-ex/index';
import type { ForExView } from '../../../src/engine/for-ex/view';
import type { MatchHeader } from '../../../src/contract/api';

const root = new URL('../../../', import.meta.url);
const fixture = readFileSync(new URL('test/fixtures/for-ex/example.jsonl', root), 'utf8');

function readLog(text: string): { header: MatchHeader; config: MatchConfig; events: LogEvent[] } {
  const [first, ...rest] = text.split('\n').filter((l) => l.trim() !== '');
  const header = JSON.parse(first as string) as MatchHeader;
  const players = [...header.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
  return {
    header,
    config: { players, options: header.options, seed: header.seed, at: header.startedAt },
    events: rest.map((l) => JSON.parse(l) as LogEvent),
  };
}

describe('For-Ex example log', () => {
  it('is a complete game that replays without a violation', () => {
    const { header, config, events } = readLog(fixture);
    expect(header).toMatchObject({ format: 'deckside-match', formatVersion: 1, game: 'for-ex' });
    expect(events).toHaveLength(28);
    const r = replay(forExGame, config, events);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.failure).toBeUndefined();
    const state = r.value.state;
    expect(state.end).toEqual({ reason: 'queueEmpty', bankrupt: null, strongest: 'USD' });
    expect(forExGame.outcome(state)?.winners).toEqual([1]);
    expect(forExGame.score(state).totals).toEqual([2, 13, 12]);
    expect(state.dividendsPaid).toBe(5);
    const view = forExGame.view(state, null) as ForExView;
    expect(view.standings.map((s) => [s.seat, s.money, s.place])).toEqual([
      [1, 13, 1],
      [2, 12, 2],
      [0, 2, 3],
    ]);
    expect(forExGame.insight?.(state)).toMatchObject({
      firstPlayer: 0,
      rounds: 5,
      turns: 18,
      figures: { bankruptcy: 0, dividendsPaid: 5, certificatesDivested: 2 },
      tallies: { 'strongest:USD': 1 },
    });
    expect(forExGame.summary(state, 0)).toMatchObject({ round: 5, finished: true, turn: null });
    const h = rateHistory(config, events);
    // 18 turns (the 18th resolves the last dividend), plus the setup.
    expect(h.ok && h.value.points.length).toBe(19);
  });

  it('is the example printed in docs/for-ex-actions.md', () => {
    const doc = readFileSync(new URL('docs/for-ex-actions.md', root), 'utf8');
    for (const line of fixture.split('\n').filter((l) => l.trim() !== '')) expect(doc).toContain(line);
  });

  it('a tampered log stops at the first illegal event, with its rule', () => {
    const { config, events } = readLog(fixture);
    const tampered = events.map((e) =>
      e.seq === 8 ? { ...e, action: { type: 'contract', player: 0, pay: 'GBP', receive: 'CNY', amount: 11 } } : e,
    );
    const r = replay(forExGame, config, tampered);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.applied).toBe(7);
    expect(r.value.failure).toMatchObject({ seq: 8, error: { code: 'ERR_CONTRACT_AMOUNT' } });
  });
});
