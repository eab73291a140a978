/**
 * Italian words are longer than English ones: in Italian, the new-match
 * form of every game (its variant options by their Italian labels), the
 * Balance lab and the replay viewer fit at 1366x768 and 1920x1080 (nothing
 * scrolls sideways or is cut; fit.ts), and so does a Grid Poker match
 * screen (its eleven phase pills, no header words over each other, its
 * status note in Italian), with screenshots in .tsbuild/shots/.
 * The language is set back to the system's at the end, since the playtest
 * folder (and so the settings) is shared with the other specs.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectMatchFits, SIZES } from './fit';
import { matchIdOf, phase, serverUrl } from './helpers';

const SHOTS = path.join(process.cwd(), '.tsbuild', 'shots');
const GAMES = ['Tech Exchange', 'Tech Chess', 'Tech Grid Poker', 'For-Ex', 'Trades'] as const;

async function setLanguage(page: Page, value: string): Promise<void> {
  await page.getByLabel(/^(Language|Lingua)/).selectOption(value);
}

/** A Grid Poker match past its setup (eleven phases in the bar), set up by keyboard in English; its id. */
async function gridPokerRound(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New Tech Grid Poker match' }).click();
  for (const [seat, player] of ['Annalisa', 'Bo', 'Cy'].entries()) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(player);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toHaveText('Setup: deal the market');
  const id = matchIdOf(page);
  await page.keyboard.press('f');
  await page.keyboard.type('10kn 11sc 12te 13se 10sc 11te 12se 13kn 11kn');
  await page.keyboard.press('Enter');
  await expect(phase(page)).toHaveText('Setup: companies');
  for (let i = 0; i < 3; i++) {
    const field = page.getByRole('combobox', { name: /'s company cards$/ });
    await field.focus();
    await page.keyboard.type(`${i + 1}kn ${i + 1}sc`);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('');
    await page.keyboard.press('Enter');
    if (i < 2) await expect(field).toHaveValue('');
  }
  await expect(phase(page)).toHaveText('Setup: discards');
  const discards = page.getByRole('button', { name: /^(Annalisa|Bo|Cy) discards/ });
  while ((await phase(page).textContent()) === 'Setup: discards') {
    const before = await discards.count();
    await discards.first().click();
    await expect.poll(async () => ((await phase(page).textContent()) === 'Setup: discards' ? await discards.count() : -1)).not.toBe(before);
  }
  await expect(phase(page)).toHaveText('Company effects');
  return id;
}

test('in Italian the new-match forms, the Balance lab and the replay viewer fit the screen', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(serverUrl());
  const gridPoker = await gridPokerRound(page);
  await page.goto(serverUrl());
  try {
    await setLanguage(page, 'it');
    await expect(page.getByRole('heading', { name: 'Nuova partita', exact: true })).toBeVisible();

    for (const game of GAMES) {
      await page.getByRole('button', { name: `Nuova partita di ${game}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(game);
      await expect(page.getByText('Opzioni di variante')).toBeVisible();
      await expectMatchFits(page, `it-new-${game.toLowerCase().replace(/ /g, '-')}`);
      await page.goto(serverUrl());
    }

    // The options read in Italian: a Trades list option by its Italian choices.
    await page.getByRole('button', { name: 'Nuova partita di Trades' }).click();
    await expect(page.getByLabel('Modalità')).toContainText('tutti contro tutti');
    await page.goto(serverUrl());

    await page.goto(`${serverUrl()}#/lab`);
    await expect(page.getByRole('heading', { name: 'Laboratorio di bilanciamento' })).toBeVisible();
    await expectMatchFits(page, 'it-lab');
    // Long Italian labels wrap; they never squeeze a field to nothing.
    for (const field of ['Posti', 'Partite da giocare', 'Seme', 'Etichetta della versione delle regole']) {
      const box = await page.getByLabel(field, { exact: true }).boundingBox();
      expect(box?.width ?? 0, field).toBeGreaterThan(100);
    }

    // The Grid Poker match (eleven phases, a long name first), in Italian: its header's words never run over its pills.
    await page.evaluate((id) => (location.hash = `#/match/${id}`), gridPoker);
    await expect(page.getByRole('navigation', { name: 'Fasi' }).getByRole('listitem')).toHaveCount(11);
    // Its status note (the engine's "Setup done. Round 1: company effects.") reads in Italian too.
    await expect(page.getByRole('status').filter({ hasText: 'Preparazione finita. Giro 1: effetti delle compagnie.' })).toBeVisible();
    await expectMatchFits(page, 'it-grid-poker');

    // A For-Ex match, then its replay.
    await page.goto(serverUrl());
    await page.getByRole('button', { name: 'Nuova partita di For-Ex' }).click();
    for (const [seat, player] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByLabel(`Posto ${seat + 1}`, { exact: true }).fill(player);
    await page.getByRole('button', { name: 'Inizia la partita' }).click();
    await page.waitForURL(/#\/match\//);
    await expect(phase(page)).toBeVisible();
    const id = matchIdOf(page);
    await page.goto(`${serverUrl()}#/insight/replay/${id}`);
    await expect(page.getByRole('heading', { name: /^Replica: For-Ex/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Posizione nella replica' })).toContainText('Evento 0 di');
    // The game's own table scrolls sideways inside its column by design (overflow-x: auto), so only the
    // page itself, the replay's controls and its events list are held to the screen.
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const cut = await page.evaluate(() => {
        const w = window.innerWidth;
        const out: string[] = [];
        if (document.documentElement.scrollWidth > w) out.push(`page ${document.documentElement.scrollWidth} > ${w}`);
        for (const el of Array.from(document.querySelectorAll('.crumbs *, header *, .controls *, .events *'))) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && (r.left < -1 || r.right > w + 1)) out.push(`${el.tagName} ${Math.round(r.right)} > ${w}`);
          if (el.matches('button') && el.scrollWidth > el.clientWidth + 2) out.push(`button text cut: ${el.textContent ?? ''}`);
        }
        return out.slice(0, 10);
      });
      expect(cut, `replay at ${size.width}`).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `it-replay-${size.width}.png`) });
    }
    expect(pageErrors).toEqual([]);
  } finally {
    await page.goto(serverUrl());
    await setLanguage(page, 'system');
    await expect(page.getByRole('heading', { name: 'New match', exact: true })).toBeVisible();
  }
});
