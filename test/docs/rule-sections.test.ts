/**
 * Every refusal names a section of the rules docs: each game's map
 * (src/engine/rule-sections/) covers every error code written in the game's
 * folder (and its closed union where it exports one as a list), and every
 * reference in the maps is `<file>#<id>` with an id that docs/rules/<file>.md
 * really has. A renamed anchor or a new code without a section fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/game';
import { FOR_EX_ERROR_CODES } from '../../src/engine/for-ex/types';
import { CORE_SECTIONS, RULE_SECTIONS, ruleSection, splitRuleRef, type RuleRef } from '../../src/engine/rule-sections';
import { TRADES_ERROR_CODES } from '../../src/engine/trades/types';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ANCHOR = /^<a id="([^"]*)"><\/a>$/gm;
const ids = (file: string): Set<string> =>
  new Set([...readFileSync(path.join(ROOT, 'docs', 'rules', `${file}.md`), 'utf8').matchAll(ANCHOR)].map((m) => m[1] ?? ''));

/** The ERR_ codes written as string literals in a game's engine folder. */
function codesInFolder(game: string): string[] {
  const dir = path.join(ROOT, 'src', 'engine', game);
  const found = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(/'(ERR_[A-Z0-9_]+)'/g)) found.add(m[1] ?? '');
  }
  return [...found].sort();
}

describe('rule sections: every reference is an anchor of the docs', () => {
  const all: [string, RuleRef][] = [
    ...GAME_IDS.flatMap((g) => Object.entries(RULE_SECTIONS[g]).map(([code, ref]): [string, RuleRef] => [`${g} ${code}`, ref])),
    ...Object.entries(CORE_SECTIONS).map(([code, ref]): [string, RuleRef] => [`core ${code}`, ref]),
  ];

  it('the maps hold references (a sanity check on the list itself)', () => {
    expect(all.length).toBeGreaterThan(150);
  });

  it('every reference names an existing file and one of its section ids', () => {
    const cache = new Map<string, Set<string>>();
    const broken = all.filter(([, ref]) => {
      const { file, id } = splitRuleRef(ref);
      if (!cache.has(file)) cache.set(file, ids(file));
      return !cache.get(file)?.has(id);
    });
    expect(broken).toEqual([]);
  });

  it('a game points mostly at its own file (shared readings aside)', () => {
    for (const g of GAME_IDS) {
      const refs = Object.values(RULE_SECTIONS[g]);
      expect(refs.filter((r) => r.startsWith(`${g}#`)).length, g).toBeGreaterThan(refs.length / 2);
    }
  });
});

describe('rule sections: every code a game can return has a section', () => {
  it.each(GAME_IDS)('%s: every ERR_ code written in its engine folder is in its map', (game) => {
    const codes = codesInFolder(game);
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter((c) => !(c in RULE_SECTIONS[game]))).toEqual([]);
  });

  it.each(GAME_IDS)('%s: the option codes of the shared reader are in its map', (game) => {
    expect(RULE_SECTIONS[game]).toHaveProperty('ERR_BAD_OPTION');
    expect(RULE_SECTIONS[game]).toHaveProperty('ERR_UNKNOWN_OPTION');
  });

  it('For-Ex and Trades: the map has exactly the codes of the closed union', () => {
    expect(Object.keys(RULE_SECTIONS['for-ex']).sort()).toEqual([...FOR_EX_ERROR_CODES].sort());
    expect(Object.keys(RULE_SECTIONS.trades).sort()).toEqual([...TRADES_ERROR_CODES].sort());
  });

  it('ruleSection: the game map first, then the pipeline codes, then the overview', () => {
    expect(ruleSection('trades', 'ERR_PREVIOUS_TRADE')).toBe('trades#previous-trade');
    expect(ruleSection('tech-chess', 'ERR_LOG_SEQUENCE')).toBe('README#reopening');
    expect(ruleSection('for-ex', 'ERR_NOT_A_CODE')).toBe('for-ex#overview');
  });
});
