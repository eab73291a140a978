/**
 * The fit at the table, asserted: at 1366x768 (and 1920x1080) nothing
 * scrolls sideways (page or panel), no control or text is cut at an edge,
 * no two texts of the phase bar are drawn over each other,
 * and the table view shows its key regions (phase and turn, clocks, the
 * game's board, the scores) on one screen without scrolling. Each check
 * writes a screenshot to .tsbuild/shots/ (not committed) for a person to
 * look at.
 */
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const SHOTS = path.join(process.cwd(), '.tsbuild', 'shots');
export const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The match header's phase bar at most (px): the game's line, the heading's two lines and the pills (101 px; three heading lines took 120). */
const HEADER_MAX = 104;

/** What does not fit on the screen now, in words (empty when everything fits). */
async function misfits(page: Page, vertical: boolean): Promise<string[]> {
  return page.evaluate((checkVertical) => {
    const out: string[] = [];
    const w = window.innerWidth;
    const h = window.innerHeight;
    const doc = document.documentElement;
    if (doc.scrollWidth > w) out.push(`the page scrolls sideways (${doc.scrollWidth} > ${w})`);
    const modal = document.querySelector('dialog[open]');
    const root: Element = modal ?? document.body;
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ')[0]}"` : ''}> "${label}"`;
    };
    const hidden = (el: Element) => el.closest('.visually-hidden') !== null;
    /** Where the element's own words are drawn (not its children's), or null when it has none. */
    const textBox = (el: Element): { left: number; right: number } | null => {
      let box: { left: number; right: number } | null = null;
      for (const n of Array.from(el.childNodes)) {
        if (n.nodeType !== Node.TEXT_NODE || (n.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const t = range.getBoundingClientRect();
        if (t.width === 0) continue;
        box = box ? { left: Math.min(box.left, t.left), right: Math.max(box.right, t.right) } : { left: t.left, right: t.right };
      }
      return box;
    };
    /** The nearest box above the element that hides what runs past its sides (inside the root). */
    const clipper = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === 'hidden' || ox === 'clip') return p;
      }
      return null;
    };
    /** True when a scrolling (vertical) box between the element and the root holds it: it may be below that box's fold. */
    const inVerticalScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) {
        const oy = getComputedStyle(p).overflowY;
        if ((oy === 'auto' || oy === 'scroll') && p.scrollHeight > p.clientHeight) return true;
      }
      return false;
    };
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (hidden(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const ox = style.overflowX;
      if ((ox === 'auto' || ox === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        out.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      if (r.left < -1 || r.right > w + 1)
        out.push(`${name(el)} is cut at the side (${Math.round(r.left)}..${Math.round(r.right)} of ${w})`);
      if (checkVertical && !inVerticalScroller(el) && (r.top < -1 || r.bottom > h + 1))
        out.push(`${name(el)} is cut at the bottom (${Math.round(r.top)}..${Math.round(r.bottom)} of ${h})`);
      // A table drawn wider than the box that holds it runs over its neighbours.
      if (el.tagName === 'TABLE' && el.parentElement) {
        const pr = el.parentElement.getBoundingClientRect();
        if (r.right > pr.right + 2) out.push(`${name(el)} runs past its box (${Math.round(r.right)} > ${Math.round(pr.right)})`);
      }
      // A control whose own words do not fit it is cut.
      if (el.matches('button, select, label, kbd') && el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 0)
        out.push(`${name(el)} has its text cut (${el.scrollWidth} > ${el.clientWidth})`);
      // No words end in an ellipsis or past the last clamped line at the sizes supported (a phase pill "G…" is cut).
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        out.push(`${name(el)} is cut with an ellipsis (${el.scrollWidth} > ${el.clientWidth})`);
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + 1)
        out.push(`${name(el)} is cut past its last line (${el.scrollHeight} > ${el.clientHeight})`);
      // Words running past a box that hides what overflows it are cut, ellipsis or not (a pill pushed out of its line).
      const text = textBox(el);
      const clip = text ? clipper(el) : null;
      if (text && clip) {
        const cr = clip.getBoundingClientRect();
        if (text.right > cr.right + 1 || text.left < cr.left - 1)
          out.push(
            `${name(el)} is cut by ${name(clip)} (${Math.round(text.left)}..${Math.round(text.right)} of ${Math.round(cr.left)}..${Math.round(cr.right)})`,
          );
      }
    }
    // Two words drawn over each other in the phase bar (the heading over a pill) are unreadable: no two text boxes meet.
    const texts: { el: Element; r: DOMRect }[] = [];
    for (const header of Array.from(root.querySelectorAll('.phase-bar'))) {
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || (n.textContent ?? '').trim() === '' || hidden(el)) continue;
        const st = getComputedStyle(el);
        if (st.display === 'none' || st.visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of Array.from(range.getClientRects())) if (r.width > 0 && r.height > 0) texts.push({ el, r });
      }
    }
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i];
        const b = texts[j];
        if (!a || !b || a.el === b.el) continue;
        // Overlap by more than a pixel each way (boxes that only touch are fine).
        const dx = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const dy = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (dx > 1 && dy > 1) out.push(`${name(a.el)} overlaps ${name(b.el)} in the phase bar`);
      }
    return [...new Set(out)].slice(0, 25);
  }, vertical);
}

async function shot(page: Page, file: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, file), animations: 'disabled' });
}

/** The match screen fits at each size; a screenshot of it at each. */
export async function expectMatchFits(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shot(page, `${name}-match-${size.width}.png`);
    // The results open at the top of the game's view, not scrolled down by the last step taken low in it.
    const scrolled = await page.evaluate(() =>
      document.querySelector('.match .outcome') ? (document.querySelector('.game-view')?.scrollTop ?? 0) : 0,
    );
    expect.soft(scrolled, `${name}: the finished match screen opens scrolled down at ${size.width}`).toBeLessThanOrEqual(1);
    // The header keeps one height as its words change, but no blank line is kept for a heading that never needs it.
    // (Three heading lines are kept only beside two clocks, where the heading is narrow: the clocks set that header's height.)
    const header = await page.evaluate(() =>
      document.querySelector('.match > header .three')
        ? 0
        : (document.querySelector('.match > header .phase-bar')?.getBoundingClientRect().height ?? 0),
    );
    expect.soft(header, `${name}: the match header's phase bar height at ${size.width}`).toBeLessThanOrEqual(HEADER_MAX);
    expect.soft(await misfits(page, false), `${name}: match screen at ${size.width}x${size.height}`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * The table view (opened with T) fits on one screen at each size: its
 * regions (phase, clocks when the game has them, board, scores, and what
 * is expected next when the match screen shows it) are all
 * inside the window, nothing in it is cut or scrolls; a screenshot of it
 * at each size. Closed again with T.
 */
export async function expectTableFits(page: Page, name: string, regions: readonly string[] = ['phase', 'board', 'scores']): Promise<void> {
  const before = page.viewportSize();
  // What the match screen says is expected next, the table view says too (big, under its phase).
  const next = page.locator('.match [data-region="next"]');
  const nextText = (await next.count()) > 0 ? ((await next.textContent()) ?? '').trim() : '';
  await page.keyboard.press('t');
  const table = page.getByRole('dialog', { name: 'Table view' });
  await expect(table).toBeVisible();
  const shown = nextText ? [...regions, 'next'] : regions;
  if (!nextText) await expect(table.locator('[data-region="next"]')).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shot(page, `${name}-table-${size.width}.png`);
    for (const region of shown) {
      const box = table.locator(`[data-region="${region}"]`);
      await expect(box, `${name}: table view region ${region}`).toBeInViewport({ ratio: 1 });
    }
    if (nextText) await expect(table.locator('[data-region="next"]')).toHaveText(nextText);
    expect.soft(await misfits(page, true), `${name}: table view at ${size.width}x${size.height}`).toEqual([]);
    const overflow = await table.evaluate((d) => ({
      dialog: d.scrollHeight - d.clientHeight,
      board: (() => {
        const b = d.querySelector<HTMLElement>('[data-region="board"]');
        return b ? b.scrollHeight - b.clientHeight : 0;
      })(),
    }));
    expect(overflow.dialog, `${name}: the table view scrolls at ${size.width}x${size.height}`).toBeLessThanOrEqual(1);
    expect(overflow.board, `${name}: the table view's board is cut at ${size.width}x${size.height}`).toBeLessThanOrEqual(1);
  }
  if (before) await page.setViewportSize(before);
  await page.keyboard.press('t');
  await expect(table).toBeHidden();
}

/** Both screens fit (match screen, then table view). */
export async function expectFits(page: Page, name: string, regions?: readonly string[]): Promise<void> {
  await expectMatchFits(page, name);
  await expectTableFits(page, name, regions);
}

/**
 * A refusal is seen: its box is inside the window (not under the fold or a
 * header) and the live line announces it.
 */
export async function expectRefusalSeen(page: Page, words: string | RegExp): Promise<void> {
  const box = page.getByRole('alert').filter({ hasText: words });
  await expect(box).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('status', { name: 'Refusal announcement' })).toContainText(words);
}
