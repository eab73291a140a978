/**
 * The rules docs (docs/rules/) against the code and the repository: one file
 * per registered game, every variant option named in its game's file, section
 * ids that follow the scheme of docs/rules/README.md (unique, kebab-case, one
 * above every heading, links that resolve), the Italian For-Ex file with the
 * English file's ids, and no tracked file pointing at a path outside the
 * repository (users only have the repository).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/game';
import { allGames, GAMES } from '../../src/engine/registry';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RULES = path.join(ROOT, 'docs', 'rules');
const read = (file: string): string => readFileSync(path.join(RULES, file), 'utf8');

/** Files the README's scheme covers: one per game, the deck, the index, the translation. */
const RULE_FILES = [...GAME_IDS.map((id) => `${id}.md`), 'tech-deck.md', 'README.md', 'for-ex.it.md'];

/** An id line: the anchor alone on its line (an anchor quoted in `code` or inside a sentence is no id). */
const ANCHOR = /^<a id="([^"]*)"><\/a>$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { line: string; n: number }[] {
  const out: { line: string; n: number }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced) out.push({ line, n: i + 1 });
  });
  return out;
}

/** Headings (## and deeper) not directly preceded by an anchor line and one blank line. */
function headingsWithoutAnchor(text: string): string[] {
  const lines = text.split('\n');
  return proseLines(text)
    .filter(({ line }) => /^#{2,6} /.test(line))
    .filter(({ n }) => !(lines[n - 2] === '' && ANCHOR.test(lines[n - 3] ?? '')))
    .map(({ line, n }) => `line ${n}: ${line}`);
}

/** Section ids of a file, in order. */
const anchorIds = (text: string): string[] => proseLines(text).flatMap(({ line }) => ANCHOR.exec(line)?.[1] ?? []);

describe('docs/rules: one rules file per game', () => {
  it('every game id of the registry has docs/rules/<id>.md, linked from the README', () => {
    const readme = read('README.md');
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) {
      expect(existsSync(path.join(RULES, `${id}.md`)), `docs/rules/${id}.md`).toBe(true);
      expect(readme, `README links ${id}.md`).toContain(`](${id}.md)`);
    }
  });

  it("every option of every game is named (in backticks) in its game's rules file", () => {
    const missing: string[] = [];
    for (const game of allGames()) {
      const text = read(`${game.id}.md`);
      for (const option of game.options) if (!text.includes(`\`${option.name}\``)) missing.push(`${game.id}: ${option.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('the Italian For-Ex file names every For-Ex option too', () => {
    const text = read('for-ex.it.md');
    const forEx = allGames().find((g) => g.id === 'for-ex');
    expect(forEx).toBeDefined();
    expect(forEx!.options.filter((o) => !text.includes(`\`${o.name}\``)).map((o) => o.name)).toEqual([]);
  });
});

describe('docs/rules: section ids', () => {
  it.each(RULE_FILES)('%s: ids are kebab-case and unique', (file) => {
    const ids = anchorIds(read(file));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !KEBAB.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(RULE_FILES)('%s: every heading below the title has an id line above it', (file) => {
    expect(headingsWithoutAnchor(read(file))).toEqual([]);
  });

  it('for-ex.it.md has exactly the ids of for-ex.md, in the same order', () => {
    expect(anchorIds(read('for-ex.it.md'))).toEqual(anchorIds(read('for-ex.md')));
  });

  it('every #id link in docs/rules points at an id of its target file', () => {
    const broken: string[] = [];
    for (const file of RULE_FILES) {
      for (const { line, n } of proseLines(read(file))) {
        for (const m of line.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
          const target = m[1] === '' ? file : (m[1] ?? '');
          const full = path.join(RULES, target);
          const ok = existsSync(full) && anchorIds(readFileSync(full, 'utf8')).includes(m[2] ?? '');
          if (!ok) broken.push(`${file}:${n}: ${m[0]}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the repository names no path outside itself', () => {
  // Built from pieces so that this file does not contain them itself.
  const absolute = ['/work/' + 'shared', 'shared/' + 'rules', 'shared/' + 'docs'];
  const relative = new RegExp(String.raw`(?:\.\./)+` + 'shared' + String.raw`(?:/[\w.*-]+)?`, 'g');

  // The process contract lives in src/contract, so any relative mention of a folder named "shared" is one beside the repository.

  it('no tracked file mentions a folder beside the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter((f) => f !== '');
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const full = path.join(ROOT, file);
      if (!existsSync(full)) continue;
      const bytes = readFileSync(full);
      if (bytes.includes(0)) continue; // binary (images, fonts)
      const lines = bytes.toString('utf8').split('\n');
      lines.forEach((line, i) => {
        for (const s of absolute) if (line.includes(s)) found.push(`${file}:${i + 1}: ${s}`);
        for (const m of line.matchAll(relative)) found.push(`${file}:${i + 1}: ${m[0]}`);
      });
    }
    expect(found).toEqual([]);
  });
});
