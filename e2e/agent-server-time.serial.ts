// The agent header clock and the report range chips follow the tenant's server clock, not the
// browser's: after the tenant clock moves two days ahead, both show the server's day.
// Serial: the jump ends the tenant's sessions.
import { expect, serverNow, signInAgent, test } from './fixtures.ts';
import { advanceClock } from './agent-helpers.ts';

const HOUR = 3_600_000;
/** YYYY-MM-DD of `t` in a "GMT+7" / "GMT-5" zone. */
function zoneDay(t: number, timeZone: string): string {
  const m = /^GMT([+-])(\d{1,2})$/.exec(timeZone);
  const offset = m ? (m[1] === '-' ? -1 : 1) * Number(m[2]) * HOUR : 0;
  return new Date(t + offset).toISOString().slice(0, 10);
}

test('the agent header and "Today" show the server date after the tenant clock moves', async ({
  page,
  tenant,
}) => {
  await page.goto('/agent');
  await advanceClock(page, 2 * 24 * HOUR);
  const now = await serverNow(page);
  const tz = tenant.agent.timeZone;
  const serverDay = zoneDay(now, tz);
  // The browser's own clock is two days behind the server now.
  expect(zoneDay(Date.now(), tz)).not.toBe(serverDay);

  // The clock writes the day in the page language's calendar, never as an ISO date.
  const shownDay = new Intl.DateTimeFormat(`${tenant.languages.default}-u-ca-gregory-nu-latn`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(Date.parse(serverDay));
  await signInAgent(page);
  await expect(page.getByTestId('agent-clock')).toContainText(shownDay);
  await page.goto('/agentHome?page=personalHistoryCopy');
  await expect(page.getByTestId('report-team-betting')).toBeVisible();
  await expect(page.getByTestId('agent-clock')).toContainText(shownDay);
  await page.getByTestId('range-today').click();
  await expect(page.locator('input[name="start"]')).toHaveValue(serverDay);
  await expect(page.locator('input[name="end"]')).toHaveValue(serverDay);
});
