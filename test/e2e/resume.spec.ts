/**
 * Nothing is lost: every action is saved as it happens, so reloading the page
 * mid-game (or coming back from the home screen) resumes the match with every
 * event that was shown as done.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { declare, declareForm, matchFile, matchIdOf, newTradesMatch, phase, serverUrl } from './helpers';

const logLines = (page: Page) => page.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem');

test('reloading mid-game resumes the match with all its events', async ({ page }) => {
  await page.goto(serverUrl());
  await newTradesMatch(page, ['Dee', 'Eve', 'Flo'], 600);
  await page.getByRole('timer', { name: 'Time left' }).getByRole('button', { name: 'Start the clock' }).click();
  await expect(phase(page)).toHaveText(/^Trading: \d+:\d\d left$/);

  await declare(page, 'Mandatory', 'Dee', 'Eve', 1);
  await declareForm(page).getByRole('button', { name: 'Declare mandatory trade' }).click();
  await page.getByRole('button', { name: 'Complete trade 1', exact: true }).click();
  await declare(page, 'With the deck', 'Flo', null, null);
  await declareForm(page).getByRole('button', { name: 'Trade with the deck' }).click();
  await expect(page.getByRole('listitem', { name: 'Flo' })).toContainText(/2 deck trades left/);
  // The clock is paused last: an event after trades, which the reload must also keep.
  await page.getByRole('timer', { name: 'Time left' }).getByRole('button', { name: 'Pause' }).click();
  await expect(phase(page)).toHaveText(/^Paused: /);

  const before = await logLines(page).allTextContents();
  expect(before).toHaveLength(5 + 1); // 5 events and the set-up line
  const matchId = matchIdOf(page);
  // Every event shown is on disk: the header line and one line per event.
  expect(readFileSync(matchFile(matchId), 'utf8').trim().split('\n')).toHaveLength(1 + 5);

  await page.reload();
  await expect(page.getByRole('heading', { name: /Event log/ })).toContainText('(5)');
  expect(await logLines(page).allTextContents()).toEqual(before);
  await expect(phase(page)).toHaveText(/^Paused: /);
  await expect(page.getByRole('listitem', { name: 'Flo' })).toContainText(/2 deck trades left/);
  await expect(page.getByRole('listitem', { name: 'Eve' })).toContainText('Last trade:');

  // The home screen offers the unfinished match first; resuming it brings everything back again.
  await page.getByRole('button', { name: 'Home (the match is saved)' }).click();
  const unfinished = page.getByRole('region', { name: 'Unfinished matches' });
  await expect(unfinished).toBeVisible();
  await unfinished.getByRole('button', { name: 'Resume Trades with Dee, Eve, Flo' }).first().click();
  await expect(page).toHaveURL(new RegExp(`#/match/${matchId}$`));
  expect(await logLines(page).allTextContents()).toEqual(before);

  // Undo is saved too: after undoing the pause the clock runs again. Reopened (a reload, as after a
  // crash), the match comes back paused where its last event left it, the pause logged; one key resumes.
  await page.getByRole('button', { name: 'Undo the last event' }).click();
  await expect(phase(page)).toHaveText(/^Trading: /);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Event log/ })).toContainText('(5)');
  await expect(phase(page)).toHaveText(/^Paused: /);
  await page.keyboard.press('Space');
  await expect(phase(page)).toHaveText(/^Trading: /);
  await expect(page.getByRole('heading', { name: /Event log/ })).toContainText('(6)');
});
