/**
 * Shared steps of the end-to-end tests: where the server and the playtest
 * folder are, setting up a Trades match through the UI, entering its final
 * hands, and calling the store API from the page.
 */
import { expect, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_HEADER, TOKEN_META } from '../../src/contract/security';

export function serverUrl(): string {
  const url = process.env.DECKSIDE_E2E_URL;
  if (!url)
    throw new Error('DECKSIDE_E2E_URL is not set: run the tests through playwright.config.ts (its global setup starts the server).');
  return url;
}

export function dataDir(): string {
  const dir = process.env.DECKSIDE_E2E_DATA_DIR;
  if (!dir) throw new Error('DECKSIDE_E2E_DATA_DIR is not set: run the tests through playwright.config.ts.');
  return dir;
}

/** The match file the store wrote for a match id (the id is in the address: #/match/<id>). */
export function matchFile(matchId: string): string {
  const file = readdirSync(dataDir()).find((f) => f === `${matchId}.jsonl`);
  if (!file) throw new Error(`no log file for match ${matchId} in ${dataDir()}`);
  return path.join(dataDir(), file);
}

export function matchIdOf(page: Page): string {
  const m = /#\/match\/([\w.-]+)$/.exec(page.url());
  if (!m?.[1]) throw new Error(`not on a match page: ${page.url()}`);
  return m[1];
}

/** From the home screen: a new Trades match with these players and time limit. */
export async function newTradesMatch(page: Page, players: readonly string[], timeLimitSeconds: number): Promise<void> {
  await page.getByRole('button', { name: 'New Trades match' }).click();
  await expect(page.getByRole('heading', { name: 'New Trades match' })).toBeVisible();
  for (let seat = 0; seat < players.length; seat++) {
    if (seat >= 3) await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(players[seat] as string);
  }
  await page.getByLabel('Time limit (seconds)').fill(String(timeLimitSeconds));
  await expect(page.getByLabel('Cards per hand')).toHaveValue('7');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ready: start the clock/ })).toBeVisible();
}

/** The phase line at the top of the match screen. */
export const phase = (page: Page) => page.getByRole('heading', { level: 1 });

/** The frame's ask-once dialog before an irreversible step (its name is the step, asked). */
export const askedDialog = (page: Page) => page.getByRole('dialog', { name: /\?$/ });

/** The "Declare a trade" form. */
export const declareForm = (page: Page) => page.getByRole('form', { name: 'Declare a trade' });

export async function declare(
  page: Page,
  kind: 'Mandatory' | 'Optional' | 'With the deck',
  from: string,
  to: string | null,
  count: number | null,
): Promise<void> {
  const form = declareForm(page);
  await form.getByRole('radio', { name: kind }).check();
  await form.getByLabel(kind === 'With the deck' ? 'Player' : 'Declared by', { exact: true }).selectOption({ label: from });
  if (to !== null) await form.getByLabel('Trade with').selectOption({ label: to });
  if (count !== null) await form.getByRole('radio', { name: String(count), exact: true }).check();
}

/** Calls the store API from the page, as the renderer does (browser mode: POST with the page's token). */
export async function api<T>(page: Page, method: string, args: unknown[]): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, args, meta, header }) => {
      const token = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content ?? '';
      const res = await fetch(`/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: token },
        body: JSON.stringify(args),
      });
      return (await res.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
    },
    { method, args, meta: TOKEN_META, header: TOKEN_HEADER },
  );
  if (!answer.ok) throw new Error(`${method}: ${answer.error?.message ?? 'refused'}`);
  return answer.value as T;
}

/**
 * Types each player's final hand of a Trades match whose time is up and
 * saves it; the last one ends the game, which asks once: it is confirmed.
 */
export async function enterFinalHands(page: Page, players: readonly string[], hands: readonly string[]): Promise<void> {
  for (let seat = 0; seat < players.length; seat++) {
    const name = players[seat] as string;
    const field = page.getByRole('combobox', { name: `${name}'s final hand (7 cards)` });
    await field.fill(hands[seat] as string);
    await field.press('Enter');
    await page.getByRole('button', { name: `Save ${name}'s hand` }).click();
  }
  const confirm = page.getByRole('dialog').filter({ hasText: 'cannot be taken back at the table' });
  await confirm.getByRole('button', { name: /^Yes: / }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Finished: /);
}
