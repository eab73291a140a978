/**
 * Player feedback in Chromium: the designer words one question of the Trades
 * questions for this rules version in the question editor (a field left
 * empty is refused next to it first), a Trades game is finished through the
 * UI, the questionnaire under the outcome, asking the edited question, is
 * filled for each player, then the answers
 * found on the dashboard (mean fun with its t-interval, the yes-rate, the
 * text answer with its match), in the statistics CSV and in the match CSV;
 * an answer edited from the match log supersedes the first one.
 *
 * Set INSIGHT_SHOTS=<folder> to save screenshots of the new screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { enterFinalHands, phase, serverUrl } from './helpers';

const shots = process.env.INSIGHT_SHOTS;
async function shot(page: Page, file: string, fullPage = true): Promise<void> {
  if (shots) await page.screenshot({ path: path.join(shots, `${file}.png`), fullPage });
}

const RULES = 'feedback-e2e';
const PLAYERS = ['Ann', 'Bo', 'Cy'] as const;
/** The fourth default question, as the designer words it for this rules version. */
const CONFUSING = 'Which rule confused you?';

/** In the question editor: a set for Trades and this rules version, its text question worded anew. */
async function editQuestions(page: Page): Promise<void> {
  await page.goto(`${serverUrl()}#/insight/stats`);
  await page.getByText('Edit the questions asked after a match').click();
  const editor = page.getByRole('form', { name: 'Edit the questions asked after a match' });
  await editor.getByRole('button', { name: 'Add a question set' }).click();
  // The keyboard lands on the new set's game.
  await expect(editor.getByLabel('Game of this set')).toBeFocused();
  await editor.getByLabel('Game of this set').selectOption('trades');
  await editor.getByLabel('Rules version of this set (empty: any)').fill(RULES);
  const words = editor.getByLabel('Question 4: words asked');
  await expect(words).toHaveValue('Any confusing moments?');
  await words.fill('');
  await editor.getByRole('button', { name: 'Save the questions' }).click();
  // Refused next to the field, which gets the keyboard; nothing else typed is lost.
  await expect(words).toBeFocused();
  await expect(words).toHaveAttribute('aria-invalid', 'true');
  await expect(words).toHaveAccessibleDescription('A question needs its words.');
  await expect(page.getByRole('alert')).toHaveText('Not saved: 1 field needs a fix (marked below).');
  await expect(editor.getByLabel('Rules version of this set (empty: any)')).toHaveValue(RULES);
  await words.fill(CONFUSING);
  await editor.getByRole('button', { name: 'Save the questions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'question set saved' })).toHaveText('1 question set saved.');
  await editor.scrollIntoViewIfNeeded();
  await shot(page, 'question-editor', false);
}

async function playTrades(page: Page): Promise<void> {
  await page.goto(`${serverUrl()}#/`);
  await page.getByRole('button', { name: 'New Trades match' }).click();
  for (let seat = 0; seat < 3; seat++) await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).fill(PLAYERS[seat]);
  await page.getByLabel('Time limit (seconds)').fill('30');
  await page.getByLabel('Rules version tag').fill(RULES);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(phase(page)).toHaveText(/^Ready: start the clock/);
  await page.getByRole('timer', { name: 'Time left' }).getByRole('button', { name: 'Start the clock' }).click();
  await expect(phase(page)).toHaveText(/^Trading: /);
  await page.clock.runFor(31_000);
  await expect(phase(page)).toHaveText(/^Time up: enter the final hands/);
  const hands = ['as 2s 3s 4s 5s 6s 7s', '8h 9h 10h jh kh ad 2d', '3c 4c 5c 6c 7c 8c 9c'];
  await enterFinalHands(page, PLAYERS, hands);
}

async function answer(page: Page, player: string, fun: number, again: 'yes' | 'no', length: string, confusing: string): Promise<void> {
  const form = page.getByRole('form', { name: `Feedback from ${player}` });
  await form.getByRole('group', { name: 'How much fun was it?' }).getByLabel(String(fun), { exact: true }).check();
  await form.getByRole('group', { name: 'Would you play again?' }).getByLabel(again, { exact: true }).check();
  await form.getByRole('group', { name: 'The length felt' }).getByLabel(length, { exact: true }).check();
  if (confusing) await form.getByLabel(CONFUSING).fill(confusing);
  await form.getByRole('button', { name: 'Save answers' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
}

test('the questionnaire after a match reaches the dashboard and the CSV exports', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-03T10:00:00Z') });
  await page.goto(serverUrl());
  await page.clock.pauseAt(new Date('2026-03-03T11:00:00Z'));
  await editQuestions(page);
  await playTrades(page);
  const matchId = /#\/match\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  expect(matchId).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);

  await expect(page.getByRole('heading', { name: "How was it? Each player's answers" })).toBeVisible();
  await answer(page, 'Ann', 4, 'yes', 'right', 'the swap rule');
  await answer(page, 'Bo', 5, 'yes', 'long', '');
  await answer(page, 'Cy', 3, 'no', 'long', '');
  await shot(page, 'feedback-questionnaire');

  // The dashboard, this rules version only: fun 4, 5, 3 -> mean 4, sd 1, t(2) 4.303 -> 1.52 to 6.48.
  await page.goto(`${serverUrl()}#/insight/stats`);
  await page.getByLabel('Rules version').first().selectOption(RULES);
  const panel = page.getByRole('region', { name: 'What players said' });
  const table = panel.getByRole('table').first();
  await expect(table.getByRole('row', { name: /How much fun was it\? \(mean\) 4 1\.52 to 6\.48 3/ })).toBeVisible();
  // 2 of 3 would play again: Wilson 95% 20.8% to 93.9%.
  await expect(table.getByRole('row', { name: /Would you play again\? \(yes\) 66\.7% 20\.8% to 93\.9% 3/ })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ann: the swap rule' })).toContainText(matchId);
  await expect(page.getByRole('table', { name: 'Players' }).getByRole('row', { name: /^Ann/ })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'feedback-dashboard');

  const [statsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export statistics (CSV)' }).click(),
  ]);
  const stats = readFileSync((await statsDownload.path()) as string, 'utf8');
  expect(stats).toMatch(/,feedback,How much fun was it\? \(mean\),4,1\.51586\d*,6\.48413\d*,3,95% t-interval/);
  expect(stats).toContain(`,feedback text,${CONFUSING},,,,,${matchId} Ann: the swap rule`);

  // The match log: Cy changes the answer; the match CSV has the latest answers.
  await page.goto(`${serverUrl()}#/insight/log/${matchId}`);
  const cy = page.getByRole('form', { name: 'Feedback from Cy' });
  await cy.getByRole('group', { name: 'How much fun was it?' }).getByLabel('2', { exact: true }).check();
  await cy.getByRole('button', { name: 'Save changes' }).click();
  await expect(cy.getByRole('status')).toHaveText('Saved');
  const [matchCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).first().click()]);
  const csv = readFileSync((await matchCsv.path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/,note,match_notes,feedback$/);
  expect(csv).toContain(
    'Ann: fun=4; again=yes; length=right; confusing=the swap rule | Bo: fun=5; again=yes; length=long; confusing= | Cy: fun=2; again=no; length=long; confusing=',
  );
});
