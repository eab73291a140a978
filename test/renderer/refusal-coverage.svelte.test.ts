/**
 * Every refusal an engine (or the store, or the simulator) raises with a
 * message that carries facts (a template literal: names, cards, counts)
 * reads in Italian with those facts: its call site passes the values as
 * params (and its `variant` when its code has several messages), and the
 * Italian catalogue holds a detailed text for that code and variant whose
 * every placeholder is among those params. The call sites are read from
 * the sources with the TypeScript parser, so a new refusal without its
 * params or its Italian text fails here.
 */
/// <reference types="vite/client" />
import ts from 'typescript';
import { describe, expect, it as test } from 'vitest';
import { en } from '../../src/renderer/i18n/en';
import { it } from '../../src/renderer/i18n/it';
import { placeholders, refusalText } from '../../src/renderer/i18n/refusal';
import { forExGame } from '../../src/engine/for-ex/index';
import { newGame as newForEx } from '../engine/for-ex/helpers';
import { newGame as newChess, refused } from '../engine/tech-chess/helpers';
import { act, table } from '../engine/trades/helpers';
import { tradesGame } from '../../src/engine/trades/index';

const SOURCES: Record<string, string> = import.meta.glob(
  ['../../src/engine/**/*.ts', '../../src/store/**/*.ts', '../../src/sim/**/*.ts', '!../../src/engine/rule-sections/**'],
  { query: '?raw', import: 'default', eager: true },
);

interface Site {
  readonly file: string;
  readonly line: number;
  readonly code: string;
  readonly facts: boolean;
  /** The params the site passes and the variant they name (one reading per branch when either is picked by a condition). */
  readonly params: ReadonlySet<string>;
  readonly variant: string | undefined;
}

/** The object literals an expression may be: itself, or each branch of a condition. */
const objects = (e: ts.Expression | undefined): ts.ObjectLiteralExpression[] =>
  e === undefined
    ? []
    : ts.isParenthesizedExpression(e)
      ? objects(e.expression)
      : ts.isConditionalExpression(e)
        ? [...objects(e.whenTrue), ...objects(e.whenFalse)]
        : ts.isObjectLiteralExpression(e)
          ? [e]
          : [];
/** The string literals an expression may be: itself, or each branch of a condition. */
const literals = (e: ts.Expression): (string | undefined)[] =>
  ts.isParenthesizedExpression(e)
    ? literals(e.expression)
    : ts.isConditionalExpression(e)
      ? [...literals(e.whenTrue), ...literals(e.whenFalse)]
      : [ts.isStringLiteral(e) ? e.text : undefined];

/** The object literal a `const name = { ... }` in a block around the call holds (params made before the refusal). */
function declared(at: ts.Node, name: string): ts.ObjectLiteralExpression | undefined {
  for (let n: ts.Node | undefined = at; n !== undefined; n = n.parent) {
    if (!ts.isBlock(n) && !ts.isSourceFile(n)) continue;
    for (const st of n.statements)
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (d.name.getText() === name && d.initializer !== undefined && ts.isObjectLiteralExpression(d.initializer)) return d.initializer;
  }
  return undefined;
}

/** The object literals a refusal helper receives as params: err(code, msg, { params }) or no/fail(code, msg, rule, path, params). */
function paramsOf(call: ts.CallExpression): ts.ObjectLiteralExpression[] {
  const callee = call.expression.getText();
  const a = call.arguments;
  if (callee === 'err') {
    const extra = a[2];
    if (extra === undefined || !ts.isObjectLiteralExpression(extra)) return [];
    const p = extra.properties.find((x) => x.name?.getText() === 'params');
    if (p !== undefined && ts.isShorthandPropertyAssignment(p)) return objects(declared(call, p.name.text));
    return p !== undefined && ts.isPropertyAssignment(p) ? objects(p.initializer) : [];
  }
  return objects(a[4]);
}

function sites(): Site[] {
  const out: Site[] = [];
  for (const [file, text] of Object.entries(SOURCES)) {
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      const [code, msg] = ts.isCallExpression(n) ? n.arguments : [];
      if (
        ts.isCallExpression(n) &&
        ['err', 'no', 'fail'].includes(n.expression.getText(sf)) &&
        code !== undefined &&
        ts.isStringLiteral(code) &&
        code.text.startsWith('ERR_') &&
        msg !== undefined &&
        (ts.isStringLiteral(msg) || ts.isNoSubstitutionTemplateLiteral(msg) || ts.isTemplateExpression(msg))
      ) {
        const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
        const base = { file: file.replace('../../', ''), line, code: code.text, facts: ts.isTemplateExpression(msg) };
        const objs = paramsOf(n);
        if (objs.length === 0) out.push({ ...base, params: new Set(), variant: undefined });
        for (const obj of objs) {
          const names = new Set(obj.properties.map((p) => p.name?.getText(sf) ?? ''));
          const v = obj.properties.find((p) => p.name?.getText(sf) === 'variant');
          const variants = v !== undefined && ts.isPropertyAssignment(v) ? literals(v.initializer) : [undefined];
          for (const variant of variants) out.push({ ...base, params: names, variant });
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

type Tree = { readonly [k: string]: string | Tree };
const lookup = (tree: Tree, key: string): string | Tree | undefined =>
  key.split('.').reduce<string | Tree | undefined>((t, k) => (t === undefined || typeof t === 'string' ? undefined : t[k]), tree);
const text = (tree: Tree, key: string): string | undefined => {
  const v = lookup(tree, key) ?? lookup(tree, `${key}_other`);
  return typeof v === 'string' ? v : undefined;
};

const ALL = sites();

describe('refusals that carry facts read in Italian with them', () => {
  test('the scan finds the refusals (a broken scan must not pass)', () => {
    expect(ALL.length).toBeGreaterThan(300);
    expect(ALL.filter((s) => s.facts).length).toBeGreaterThan(200);
  });

  test('each such call site passes its values (and its variant, if its code has several messages), with a detailed text in both languages', () => {
    const multi = new Set(ALL.filter((s) => s.variant !== undefined).map((s) => s.code));
    const wrong: string[] = [];
    for (const s of ALL) {
      const key = `errors.detailed.${s.code}${s.variant === undefined ? '' : `.${s.variant}`}`;
      const itText = text(it as unknown as Tree, key);
      const enText = text(en as unknown as Tree, key);
      const where = `${s.file}:${s.line} ${s.code}${s.variant === undefined ? '' : `.${s.variant}`}`;
      if (multi.has(s.code) && s.variant === undefined) wrong.push(`${where}: no variant`);
      else if (itText === undefined || enText === undefined) {
        if (s.facts) wrong.push(`${where}: no detailed text`);
      } else {
        const missing = placeholders(itText).filter((p) => !s.params.has(p));
        if (missing.length > 0) wrong.push(`${where}: params lack ${missing.join(', ')}`);
        if (s.facts && itText === lookup(it as unknown as Tree, `errors.generic.${s.code}`))
          wrong.push(`${where}: the detailed text is the generic one`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('real refusals read in Italian from their params and variant', () => {
  test('For-Ex: an action out of turn names whose turn it is', () => {
    const r = forExGame.validate(newForEx(3), { type: 'invest', player: 1, currencies: ['EUR'] }, { at: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_NOT_YOUR_TURN');
    expect(r.error.params?.variant).toBe('turn');
    expect(refusalText(r.error, 'it')).toBe('È il turno di Ann.');
  });

  test('Trades: a trade of the other kind, a trade that is not open, a mandatory trade of too many cards', () => {
    const s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    const said = (raw: unknown): string => {
      const a = tradesGame.parseAction(raw);
      if (!a.ok) throw new Error(a.error.message);
      const r = tradesGame.validate(s, a.value, { at: 2_000 });
      if (r.ok) throw new Error('not refused');
      return refusalText(r.error, 'it');
    };
    expect(said({ type: 'refuse', trade: 1 })).toBe(
      'Lo scambio 1 è obbligatorio: accettare e rifiutare valgono per gli scambi facoltativi; uno scambio obbligatorio si completa.',
    );
    expect(said({ type: 'withdraw', trade: 9 })).toBe("Non c'è uno scambio aperto 9.");
    expect(said({ type: 'complete', trade: 1, picked: [], chosen: ['?'] })).toContain(
      'Nello scambio 1 chi lo propone sceglie alla cieca 1 carte',
    );
  });

  test('Tech Chess: moving from an empty square names the square', () => {
    const e = refused(newChess(), { type: 'move', from: 'c3', to: 'c4' });
    expect(e.code).toBe('ERR_NO_PIECE');
    const shown = refusalText(e, 'it');
    expect(shown).toBe("Non c'è nessun pezzo da muovere su c3.");
    expect(shown).not.toBe(refusalText({ code: e.code, message: e.message }, 'it'));
  });
});
