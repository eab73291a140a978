/**
 * The Rules panel's documents: every section a refusal can point at is a
 * heading with its id in the rendered page (in both languages of For-Ex),
 * the docs' raw HTML other than the anchors is shown as text, links inside
 * the rules folder become in-panel references and links out of it plain
 * text, and the search finds sections by their words.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/game';
import { CORE_SECTIONS, RULE_SECTIONS, splitRuleRef } from '../../src/engine/rule-sections';
import { renderRules, ruleLinkTarget, ruleSource, searchSections, sectionDomId } from '../../src/renderer/rules/markdown';

describe('rules documents, bundled', () => {
  it('every game file, the deck and the index are bundled; For-Ex also in Italian, the rest falls back to English', () => {
    for (const f of [...GAME_IDS, 'tech-deck', 'README'] as const) expect(ruleSource(f, 'en').text.length, f).toBeGreaterThan(1000);
    expect(ruleSource('for-ex', 'it')).toMatchObject({ lang: 'it' });
    expect(ruleSource('for-ex', 'it').text).toContain('## Panoramica');
    expect(ruleSource('trades', 'it').lang).toBe('en');
  });

  it('every section a refusal maps to is a heading with its id in the rendered page', () => {
    const refs = [...GAME_IDS.flatMap((g) => Object.values(RULE_SECTIONS[g])), ...Object.values(CORE_SECTIONS)];
    const missing = refs.filter((ref) => {
      const { file, id } = splitRuleRef(ref);
      const html = renderRules(ruleSource(file, 'en').text, file).html;
      return !new RegExp(`<h[2-6] id="${sectionDomId(id)}">`).test(html);
    });
    expect(missing).toEqual([]);
    const it = renderRules(ruleSource('for-ex', 'it').text, 'for-ex');
    expect(it.html).toContain(`<h3 id="${sectionDomId('invest')}">Investire</h3>`);
  });

  it('no raw HTML gets through but the anchors, which become heading ids', () => {
    const md = '# T\n\n<a id="one"></a>\n\n## One\n\nText <img src=x onerror=alert(1)> and <b>bold</b>.\n\n<script>alert(1)</script>\n';
    const r = renderRules(md, 'trades');
    expect(r.html).toContain('<h2 id="rule-one">One</h2>');
    expect(r.html).not.toMatch(/<img|<script|<b>|<a id=/);
    expect(r.html).toContain('&lt;script&gt;');
    expect(r.sections).toEqual([{ id: 'one', title: 'One', depth: 2, text: expect.stringContaining('Text') }]);
  });

  it('links: inside the folder become references, outside become text', () => {
    expect(ruleLinkTarget('#pawns', 'tech-chess')).toBe('tech-chess#pawns');
    expect(ruleLinkTarget('tech-deck.md', 'trades')).toBe('tech-deck#');
    expect(ruleLinkTarget('for-ex.it.md#invest', 'for-ex')).toBe('for-ex#invest');
    expect(ruleLinkTarget('../trades-actions.md', 'trades')).toBeNull();
    expect(ruleLinkTarget('https://example.org/', 'trades')).toBeNull();
    const html = renderRules('# T\n\nSee [pawns](#pawns) and [the format](../x.md).\n', 'tech-chess').html;
    expect(html).toContain('data-rule-ref="tech-chess#pawns"');
    expect(html).toContain('<span class="outside-link">the format</span>');
    expect(html).not.toContain('href=');
  });

  it('search: every word must appear, title hits first, accents ignored', () => {
    const trades = renderRules(ruleSource('trades', 'en').text, 'trades');
    const hits = searchSections(trades.sections, 'previous trade');
    expect(hits[0]?.id).toBe('previous-trade');
    expect(searchSections(trades.sections, 'zzzz nothing')).toEqual([]);
    const it = renderRules(ruleSource('for-ex', 'it').text, 'for-ex');
    expect(searchSections(it.sections, 'piu forte').map((s) => s.id)).toContain('strongest');
  });
});
