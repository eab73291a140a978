/**
 * Tech Grid Poker at six players on two Tech Decks, in browser mode by
 * keyboard: a message of one match never shows on home or on another match;
 * the market and the companies typed in; the last setup discard is not asked;
 * the phase bar's eleven phases and the expected line naming the player; the
 * two-digit market cards fit their card in the match screen and the table
 * view at every size, and the screen fits at 1366x768. (The whole 3-player
 * game is grid-poker.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFits, SIZES } from './fit';
import { askedDialog, matchIdOf, phase, serverUrl } from './helpers';

test.use({ actionTimeout: 15_000 });

const SIX = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve', 'Fay'];

/** From the home screen: a six-player match on two Tech Decks, its id. */
async function newSixPlayerMatch(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New Tech Grid Poker match' }).click();
  for (let seat = 0; seat < SIX.length; seat++) {
    if (seat >= 3) await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(SIX[seat] as string);
  }
  await page.getByLabel('Tech Decks').fill('2');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toHaveText('Setup: deal the market');
  return matchIdOf(page);
}

/** No market card's value and domain letters run past the card (two-digit values: "11 sc"), in the match screen or the table view. */
async function expectCardsFit(page: Page, where: string): Promise<void> {
  const over = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label="Market (3 by 3)"] .card')).flatMap((c) => {
      const card = c.getBoundingClientRect();
      return Array.from(c.querySelectorAll('.v, .m'))
        .map((x) => x.getBoundingClientRect())
        .filter((r) => r.left < card.left - 1 || r.right > card.right + 1)
        .map(() => (c.getAttribute('title') ?? c.textContent ?? '').trim());
    }),
  );
  expect(over, `${where}: market cards whose value runs past the card`).toEqual([]);
}

test('six players on the big table: two-digit cards fit their card, eleven phases fit the bar, the expected line names the player, no message of another match', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(serverUrl());
  const first = await newSixPlayerMatch(page);

  // A message of one match stays on its page: a mistyped code in this match's field is not seen on home or another match.
  await page.keyboard.press('f');
  const marketField = page.getByRole('combobox', { name: /^Market card for/ });
  await expect(marketField).toBeFocused();
  await page.keyboard.type('zz');
  await page.keyboard.press('Enter');
  const typo = page.getByRole('alert').filter({ hasText: /zz/ });
  await expect(typo).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  await expect(page.getByRole('heading', { name: 'Unfinished matches' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const second = await newSixPlayerMatch(page);
  await page.keyboard.press('f');
  await page.keyboard.type('zz');
  await page.keyboard.press('Enter');
  await expect(typo).toHaveCount(1);
  // Straight from one match's page to another's (the address changes): nothing of the second comes along.
  await page.evaluate((id) => (location.hash = `#/match/${id}`), first);
  await expect(page).toHaveURL(new RegExp(`#/match/${first}$`));
  await expect(page.getByRole('combobox', { name: /^Market card for/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(second).not.toBe(first);

  // The market by keyboard alone: F goes to the field, nine codes typed on one line go in one by one.
  const market = ['10kn', '11sc', '12te', '13se', '10sc', '11te', '12se', '13kn', '11kn'];
  await page.keyboard.press('f');
  await page.keyboard.type(market.join(' '));
  await page.keyboard.press('Enter');
  await expect(phase(page)).toHaveText('Setup: companies');
  const grid = page.getByRole('table', { name: 'Market (3 by 3)' });
  await expect(grid.getByRole('cell', { name: 'Market row 1, column 2', exact: true })).toContainText('11 of science');
  await expect(grid.getByRole('cell', { name: 'Market row 3, column 3', exact: true })).toContainText('11 of knowledge');

  // Companies by keyboard: two codes on one line, Enter on the empty field forms the company; the field comes back for the next player.
  // Companies are formed in turn order from the first player the referee drew (any of the six), so the field's player is read, not assumed.
  for (let i = 0; i < SIX.length; i++) {
    const field = page.getByRole('combobox', { name: /'s company cards$/ });
    await expect(field).toBeVisible();
    const counts = await Promise.all(SIX.map((n) => page.getByRole('combobox', { name: `${n}'s company cards`, exact: true }).count()));
    const owner = `${SIX[counts.indexOf(1)] ?? '(nobody)'}'s company cards`;
    await expect(field).toHaveAccessibleName(owner);
    await field.focus();
    await page.keyboard.type(`${i + 1}kn ${i + 1}sc`);
    await page.keyboard.press('Enter');
    // The codes are in (the field is empty again) before Enter forms the company: a second Enter sent at once
    // could reach a loaded browser while the field still held the codes.
    await expect(field).toHaveValue('');
    await page.keyboard.press('Enter');
    if (i === SIX.length - 1) break;
    await expect(field).not.toHaveAccessibleName(owner);
    await expect(field).toHaveValue('');
  }
  await expect(phase(page)).toHaveText('Setup: discards');
  const setupDiscards = page.getByRole('group', { name: 'Setup discards' });
  for (const name of SIX.slice(0, -1)) await setupDiscards.getByRole('button', { name: new RegExp(`^${name} discards`) }).click();
  // The last setup discard ends the setup, not a round: it is not asked (only a round's or the game's end is).
  await page.getByRole('group', { name: 'Actions for Fay' }).getByRole('button', { name: 'Fay discards 2 cards' }).click();
  await expect(askedDialog(page)).toHaveCount(0);
  await expect(phase(page)).toHaveText('Company effects');

  // Eleven phases in the bar, the current one in words; what is expected next (beside the actions) names the player, never "Seat 0".
  const phases = page.getByRole('navigation', { name: 'Phases' });
  await expect(phases.getByRole('listitem')).toHaveCount(11);
  await expect(phases.locator('[aria-current="step"]')).toHaveText('Company effects');
  const expected = page.locator('.next-step .expected');
  await expect(expected).toHaveText(new RegExp(`^(${SIX.join('|')}) to `));
  await expect(expected).not.toContainText('Seat');

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectCardsFit(page, `match screen at ${size.width}`);
    await page.keyboard.press('t');
    await expect(page.getByRole('dialog', { name: 'Table view' })).toBeVisible();
    await expectCardsFit(page, `table view at ${size.width}`);
    await page.keyboard.press('t');
    await expect(page.getByRole('dialog', { name: 'Table view' })).toBeHidden();
  }
  await page.setViewportSize(SIZES[0]);
  await expectFits(page, 'grid-poker-six', ['phase', 'board', 'scores']);
});
