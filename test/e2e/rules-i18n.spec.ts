/**
 * The Rules panel and the languages, through the UI in Chromium: a refused
 * For-Ex spot transaction shows "See the rule", which opens the Rules panel at the
 * section the refusal's code names (in view, focused); the panel searches;
 * the Rules key opens it again at that rule after the refusal is gone. Then
 * the app is switched to Italian on the home screen: the home screen, the
 * same refusal and the For-Ex rules (docs/rules/for-ex.it.md) read in
 * Italian. The language is set back to the system's at the end, since the
 * playtest folder (and so the settings) is shared with the other specs.
 *
 * Set RULES_SHOTS=<folder> to save screenshots of the panel.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { phase, serverUrl } from './helpers';

// The invest form no longer offers a refused pair (its lists ask the engine), but a spot
// transaction's two currency lists are free: giving and receiving USD is refused.
/** The For-Ex form's words in each language the spec uses. */
const FORM_WORDS = {
  en: { form: "Ann's action", spot: /^Spot transaction/, gives: 'Ann gives', receives: 'Ann receives', offer: 'Offer spot transaction' },
  it: {
    form: 'Azione di Ann',
    spot: /^Operazione a pronti/,
    gives: 'Ann dà',
    receives: 'Ann riceve',
    offer: 'Offri l’operazione a pronti',
  },
} as const;

/** Offers a spot transaction of USD for USD, which the referee refuses; returns the refusal's box. */
async function refuseSameCurrencySpot(page: Page, lang: keyof typeof FORM_WORDS): Promise<Locator> {
  const words = FORM_WORDS[lang];
  const form = page.getByRole('form', { name: words.form });
  await form.getByRole('radio', { name: words.spot }).check();
  await form.getByLabel(words.gives).selectOption('USD');
  await form.getByLabel(words.receives).selectOption('USD');
  await form.getByRole('button', { name: words.offer }).click();
  return form.getByRole('alert');
}

async function shot(page: Page, file: string): Promise<void> {
  const dir = process.env.RULES_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${file}.png`) });
}

async function setLanguage(page: Page, label: RegExp, value: string): Promise<void> {
  await page.getByLabel(label).selectOption(value);
}

test('the Rules panel opens at a refusal’s rule; in Italian the refusal and the rules change', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(serverUrl());
  try {
    await page.getByRole('button', { name: 'New For-Ex match' }).click();
    for (const [seat, player] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(player);
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(phase(page), pageErrors.join('\n')).toHaveText("Ann's turn");

    // English: the engine's own message, and the link to its rule.
    const alert = await refuseSameCurrencySpot(page, 'en');
    await expect(alert).toHaveAttribute('data-code', 'ERR_SAME_CURRENCY');
    await expect(alert).toContainText('Refused: A spot transaction trades one currency for another.');
    await alert.getByRole('button', { name: 'See the rule' }).click();

    const panel = page.getByRole('dialog', { name: 'Rules: For-Ex' });
    await expect(panel).toBeVisible();
    const invest = panel.getByRole('heading', { name: 'Spot transaction', exact: true });
    await expect(invest).toHaveAttribute('id', 'rule-spot');
    await expect(invest).toBeInViewport();
    await expect(invest).toBeFocused();
    await shot(page, 'rules-en');
    // The section above it is scrolled away: the panel really landed there.
    await expect(panel.getByRole('heading', { name: 'Overview', exact: true })).not.toBeInViewport();

    // Search: the sections holding every word, one click away.
    await panel.getByLabel('Search the rules').fill('strongest currency');
    const results = panel.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('button', { name: 'The strongest currency' })).toBeVisible();
    await results.getByRole('button', { name: 'The strongest currency' }).click();
    await expect(panel.getByRole('heading', { name: 'The strongest currency' })).toBeInViewport();
    await shot(page, 'rules-search');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The key opens at the last refusal's rule even once the refusal is dismissed.
    await alert.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(alert).toHaveCount(0);
    await page.keyboard.press('l');
    await expect(panel).toBeVisible();
    await expect(invest).toBeInViewport();
    await page.keyboard.press('l');
    await expect(panel).toBeHidden();
    // And the button does the same.
    await page.getByRole('button', { name: /^Rules/ }).click();
    await expect(invest).toBeInViewport();
    await panel.getByRole('button', { name: 'Close' }).click();

    // Italian, chosen on the home screen and kept in the settings.
    await page.getByRole('button', { name: 'Home (the match is saved)' }).click();
    await setLanguage(page, /^Language/, 'it');
    await expect(page.getByRole('heading', { name: 'Partite non finite' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Partite non finite' })).toBeVisible();
    // The newest match is listed first (another spec may have left a For-Ex match of the same players).
    await page
      .getByRole('button', { name: /^Riprendi For-Ex con Ann, Bo, Cy/ })
      .first()
      .click();
    // The match heading is the engine's line in Italian.
    await expect(phase(page)).toHaveText('Turno di Ann');

    const rifiuto = await refuseSameCurrencySpot(page, 'it');
    await expect(rifiuto).toContainText("Rifiutato: Una transazione a pronti scambia una valuta con un'altra.");
    await expect(rifiuto).not.toContainText('A spot transaction trades');
    await rifiuto.getByRole('button', { name: 'Vedi la regola' }).click();
    const pannello = page.getByRole('dialog', { name: 'Regole: For-Ex' });
    const investire = pannello.getByRole('heading', { name: 'Transazione a pronti', exact: true });
    await expect(investire).toHaveAttribute('id', 'rule-spot');
    await expect(investire).toBeInViewport();
    await shot(page, 'rules-it');
    await pannello.getByRole('button', { name: 'Chiudi' }).click();
    expect(pageErrors).toEqual([]);
  } finally {
    // Back to the system's language for the specs that run after this one.
    await page.goto(serverUrl());
    await setLanguage(page, /^(Language|Lingua)/, 'system');
    await expect(page.getByRole('heading', { name: 'Unfinished matches' })).toBeVisible();
  }
});
