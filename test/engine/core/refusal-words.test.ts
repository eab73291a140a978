/**
 * Refusals are read by players at the table: the rule they cite is named in
 * plain words, never by an internal file (architecture.md, tech-deck.md,
 * CLARIFICATIONS.md, docs/...).
 */
import { describe, expect, it } from 'vitest';
import { parseStandardCard, parseTechCard } from '../../../src/engine/core/cards';
import { parseDeckFile } from '../../../src/engine/core/deck';
import { resolveOptions } from '../../../src/engine/core/options';
import { forExGame } from '../../../src/engine/for-ex/index';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { parseMove, parseMoveList, parseTypedAction } from '../../../src/engine/tech-chess/notation';
import type { Result } from '../../../src/engine/core/result';

const FILE = /\b[\w-]+\.(md|ts|json)\b|docs\//i;

function refusal(r: Result<unknown>): string {
  expect(r.ok).toBe(false);
  return r.ok ? '' : `${r.error.message} | ${r.error.rule ?? ''}`;
}

describe('refusals name rules, not files', () => {
  it('Tech Chess move notation', () => {
    for (const r of [parseMove('zz'), parseMove('g1a1'), parseMoveList('a2a3 q9'), parseTypedAction('build q9 2sc')])
      expect(refusal(r)).not.toMatch(FILE);
  });

  it('card codes and deck files', () => {
    expect(refusal(parseTechCard('99zz'))).not.toMatch(FILE);
    expect(refusal(parseStandardCard('99zz'))).not.toMatch(FILE);
    expect(refusal(parseDeckFile({ id: 'x' }))).not.toMatch(FILE);
  });

  it('actions and options of the other games', () => {
    expect(refusal(forExGame.parseAction({ type: 'nope' }))).not.toMatch(FILE);
    expect(refusal(resolveOptions(forExGame.options, { players: 'x' } as never))).not.toMatch(FILE);
    expect(refusal(gridPokerGame.parseAction({ type: 'fillMarket', slot: 0, card: '99zz' }))).not.toMatch(FILE);
  });
});
