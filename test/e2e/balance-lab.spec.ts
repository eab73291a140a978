/**
 * The Balance lab end to end (browser mode): a small Tech Chess simulation
 * run from the screen shows its progress and its charts; a long one is
 * cancelled; and the statistics dashboard puts the simulated figures beside
 * those of playtests of the same game and rules version tag. Screenshots of
 * the lab at 1366x768 go to .tsbuild/shots/.
 */
import { expect, test, type Page } from '@playwright/test';
import { simulationSource } from '../../src/sim/games';
import { batchPlayer } from '../../src/sim/jobs';
import { SIM_START } from '../../src/sim/play';
import { api, serverUrl } from './helpers';

const TAG = 'lab-e2e';

/** Four finished Tech Chess playtests under the tag, their moves played by random bots and entered through the API. */
async function playtests(page: Page): Promise<void> {
  const player = batchPlayer(simulationSource, { game: 'tech-chess', games: 4, seed: 'played', bots: ['random'], options: {} }, true);
  if (!player.ok) throw new Error(player.error.message);
  for (const game of player.value([0, 1, 2, 3].map((index) => ({ index, set: 'base' as const })))) {
    expect(game.finished).toBe(true);
    const header = await api<{ matchId: string }>(page, 'createMatch', [
      {
        game: 'tech-chess',
        options: {},
        seed: game.seed,
        players: [
          { name: 'Ann', seat: 0 },
          { name: 'Bo', seat: 1 },
        ],
        deckVersion: 'tech-deck',
        rulesVersion: TAG,
        startedAt: SIM_START,
      },
    ]);
    for (const e of game.events ?? []) await api(page, 'appendEvent', [header.matchId, e]);
  }
}

test('a small simulation shows progress and charts, a long one is cancelled, and the dashboard puts bots beside playtests', async ({
  page,
}) => {
  await page.goto(serverUrl());
  await playtests(page);
  await page.getByRole('link', { name: /Balance lab/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Balance lab' })).toBeVisible();

  await page.getByLabel('Game', { exact: true }).selectOption('tech-chess');
  await page.getByLabel('Games to play').fill('12');
  await page.getByLabel('Rules version tag').fill(TAG);
  await page.getByLabel('Compare with a second set of options').check();
  await page.locator('#lab-b-stalemate').selectOption({ index: 1 });
  await page.screenshot({ path: '.tsbuild/shots/balance-lab-form.png' });
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const status = page.getByRole('status').filter({ hasText: /games/ });
  await expect(status).toContainText(/Done: 24 games|of 24 games played/);
  await expect(status).toContainText('Done: 24 games', { timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Games played' })).toHaveAttribute('value', '24');
  await expect(page.locator('canvas[data-chart="Win rates (bots)"]')).toBeVisible();
  await expect(page.locator('canvas[data-chart="Game length (moves)"]')).toBeVisible();
  await expect(page.locator('canvas[data-chart="B minus A (rates)"]')).toBeVisible();
  await expect(page.getByText(/The first player won \d+% \[\d+%–\d+%\]/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kept runs' }).getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: '.tsbuild/shots/balance-lab-results.png', fullPage: true });

  // A long run: progress with the time left, then Cancel stops it.
  await page.getByLabel('Compare with a second set of options').uncheck();
  await page.getByLabel('Games to play').fill('100000');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /of 100000 games played, (about \d+ (s|min) left|estimating)/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /[1-9]\d* of 100000 games played/ })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '.tsbuild/shots/balance-lab-progress.png' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Cancelled after \d+ of 100000 games/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Kept runs' }).getByRole('row')).toHaveCount(2);

  // The dashboard: bots beside the four playtests of the same game and tag.
  await page.getByRole('link', { name: 'Statistics dashboard' }).click();
  const beside = page.getByRole('region', { name: 'Simulated beside played' });
  await expect(beside).toContainText(`Tech Chess, rules ${TAG}`);
  await expect(beside).toContainText(/Bots say the first player wins \d+% \[\d+-\d+\]; your 4 playtests say \d+% \[\d+-\d+\]\./);
  await beside.screenshot({ path: '.tsbuild/shots/balance-lab-dashboard.png' });
});
