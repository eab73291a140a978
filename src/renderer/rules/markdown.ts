/**
 * The rules docs as the Rules panel shows them. docs/rules/*.md are bundled
 * into the renderer at build time (Vite's `?raw` imports: nothing is read
 * from disk at run time) and parsed here with marked, a well-kept CommonMark
 * parser with typed tokens. The panel must not inject the files' HTML, so:
 * the only raw HTML the docs hold, the `<a id>` line above each heading, is
 * read here and becomes the heading's own id (prefixed `rule-`, so a section
 * id can never clash with the app's ids or shadow a document property); any
 * other raw HTML is shown as text; links to another rules file or section
 * become in-panel references (data-rule-ref), and links out of the folder
 * plain text. The component then sanitises the result with DOMPurify.
 */
/// <reference types="vite/client" />
import { Marked, type Tokens } from 'marked';
import { isRuleFile, type RuleFile } from '../../engine/rule-sections';

/** A document the panel can show: a rules file in one language. */
export type RuleLang = 'en' | 'it';

const RAW: Record<string, string> = import.meta.glob('../../../docs/rules/*.md', { query: '?raw', import: 'default', eager: true });

/** The markdown of a rules file in a language; English where no translation exists. */
export function ruleSource(file: RuleFile, lang: RuleLang): { text: string; lang: RuleLang } {
  const translated = lang === 'en' ? undefined : RAW[`../../../docs/rules/${file}.${lang}.md`];
  if (translated !== undefined) return { text: translated, lang };
  return { text: RAW[`../../../docs/rules/${file}.md`] ?? '', lang: 'en' };
}

/** The DOM id of a section in the panel. */
export const sectionDomId = (id: string): string => `rule-${id}`;

export interface RuleSection {
  readonly id: string;
  readonly title: string;
  readonly depth: number;
  /** The section's words, for search (markup removed). */
  readonly text: string;
}

export interface RenderedRules {
  readonly html: string;
  readonly title: string;
  readonly sections: readonly RuleSection[];
}

const ANCHOR_LINE = /^<a id="([a-z0-9-]+)"><\/a>\s*$/;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A link target inside the rules folder as a RuleRef-like `file#id`, or null for any other target. */
export function ruleLinkTarget(href: string, from: RuleFile): string | null {
  const m = /^(?:([\w-]+?)(?:\.[a-z]{2})?\.md)?(?:#([a-z0-9-]+))?$/.exec(href);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const file = m[1] ?? from;
  if (!isRuleFile(file)) return null;
  return `${file}#${m[2] ?? ''}`;
}

/** Renders one rules file: the safe HTML (before sanitising), its title and its sections. */
export function renderRules(markdown: string, file: RuleFile): RenderedRules {
  const sections: { id: string; title: string; depth: number; lines: string[] }[] = [];
  let title: string = file;
  /** The id of each heading below the title, in order (null: a heading without an anchor line). */
  const headingIds: (string | null)[] = [];
  let nextHeading = 0;
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline: (t: Tokens.Heading['tokens']) => string } }, token: Tokens.Heading): string {
        const inner = this.parser.parseInline(token.tokens);
        if (token.depth === 1) {
          title = token.text;
          return `<h1>${inner}</h1>\n`;
        }
        const id = headingIds[nextHeading++] ?? null;
        return id === null
          ? `<h${token.depth}>${inner}</h${token.depth}>\n`
          : `<h${token.depth} id="${sectionDomId(id)}">${inner}</h${token.depth}>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag): string {
        return escapeHtml(token.text);
      },
      link(this: { parser: { parseInline: (t: Tokens.Link['tokens']) => string } }, token: Tokens.Link): string {
        const inner = this.parser.parseInline(token.tokens);
        const target = ruleLinkTarget(token.href, file);
        if (target === null) return `<span class="outside-link">${inner}</span>`;
        return `<a class="rule-link" role="link" tabindex="0" data-rule-ref="${escapeHtml(target)}">${inner}</a>`;
      },
      image(token: Tokens.Image): string {
        return escapeHtml(token.text);
      },
    },
  });

  // One pass over the source: the anchor lines are taken out (they become
  // the ids of the headings below them) and the sections cut for search.
  let current: (typeof sections)[number] | null = null;
  let anchor: string | null = null;
  let fenced = false;
  const kept: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const a = fenced ? null : ANCHOR_LINE.exec(line);
    if (a?.[1] !== undefined) {
      anchor = a[1];
      continue;
    }
    kept.push(line);
    const h = fenced ? null : /^(#{2,6}) (.*)$/.exec(line);
    if (h) {
      headingIds.push(anchor);
      if (anchor !== null) {
        current = { id: anchor, title: plain(h[2] ?? ''), depth: (h[1] ?? '').length, lines: [] };
        sections.push(current);
      }
      anchor = null;
      continue;
    }
    current?.lines.push(line);
  }

  const html = marked.parse(kept.join('\n'), { async: false });
  return {
    html,
    title: plain(title),
    sections: sections.map((s) => ({ id: s.id, title: s.title, depth: s.depth, text: plain(s.lines.join(' ')) })),
  };
}

/** Markdown to plain words, near enough for search and titles. */
function plain(md: string): string {
  return md
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_|#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sections whose title or words hold every word of the query (case and accents ignored), title matches first. */
export function searchSections(sections: readonly RuleSection[], query: string): RuleSection[] {
  const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query)
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return [];
  const inTitle = (s: RuleSection): boolean => words.every((w) => fold(s.title).includes(w));
  const hits = sections.filter((s) => words.every((w) => fold(`${s.title} ${s.text}`).includes(w)));
  return [...hits.filter(inTitle), ...hits.filter((s) => !inTitle(s))];
}

/** A short piece of a section's words around the first word of the query. */
export function snippet(section: RuleSection, query: string, width = 90): string {
  const first = query.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const at = first === '' ? 0 : Math.max(0, section.text.toLowerCase().indexOf(first));
  const start = Math.max(0, at - width / 3);
  return (start > 0 ? '…' : '') + section.text.slice(start, start + width) + (start + width < section.text.length ? '…' : '');
}
