/** The printable statistics report: a standalone page with escaped user text. */
import { describe, expect, it } from 'vitest';
import { computeStats } from '../../src/insight/aggregate';
import { compareSets } from '../../src/insight/compare';
import { escapeHtml, reportHtml } from '../../src/insight/report';
import { rec } from './fixtures';

describe('the printable report', () => {
  const a = [rec({ winners: [0], tallies: { flush: 2 } }), rec({ winners: [0] })];
  const b = [rec({ winners: [1], rulesVersion: '<v2>' })];
  const cmp = compareSets(a, b);
  const html = reportHtml({
    title: 'Trades: v1 <against> v2',
    exportedAt: Date.UTC(2026, 10, 30, 8, 0),
    sets: [
      { label: 'A: v1', filter: {}, matchIds: [], stats: computeStats(a) },
      { label: 'B: <v2>', filter: {}, matchIds: [], stats: computeStats(b) },
    ],
    differences: cmp.differences,
    charts: [
      { title: 'Win rate by seat', image: 'data:image/png;base64,iVBORw0KGgo=', alt: 'bars "A" and B' },
      { title: 'Not an image', image: 'javascript:alert(1)', alt: 'x' },
    ],
    unreadable: [{ file: 'notes.jsonl', line: 1, message: 'Damaged line: not valid JSON.' }],
  });

  it('is a standalone page with the figures, the charts as images and the unreadable files', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Trades: v1 &lt;against&gt; v2</title>');
    expect(html).toContain('<tr><th>Seat 1</th><td>100%</td>');
    expect(html).toContain('<th>First player win rate</th>');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="bars &quot;A&quot; and B">');
    expect(html).toContain('<code>notes.jsonl</code> line 1: Damaged line: not valid JSON.');
    expect(html).toContain('<th>Flush (matches)</th><td>2</td>');
  });

  it('escapes user text and leaves out anything that is not an image', () => {
    expect(html).toContain('B: &lt;v2&gt;');
    expect(html).not.toContain('<v2>');
    expect(html).not.toContain('javascript:');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
