import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiListCar, apiStartedBooking, expectNoSeriousViolations, type Account } from './support';

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
/** Whole francs as the screens write them: `RWF 20,000`. */
const rwf = (amount: number) => `RWF ${amount.toLocaleString('en-US')}`;

type Revenue = {
  daily_revenue: number;
  monthly_revenue: number;
  car_bookings_revenue: number;
  revenue_by_month: { month: string; revenue: number }[];
};

/**
 * A client books the owner's car for two hours starting a few seconds from now; the owner
 * confirms it and, once it has started, completes it (rules §4.4: not before).
 */
async function completedBooking(request: APIRequestContext, client: Account, owner: Account) {
  const carId = await apiListCar(request, owner.token, { make: 'Kia', model: 'Sportage' });
  const id = await apiStartedBooking(request, client, owner, { type: 'car', id: carId });
  const moved = await request.post(`/api/bookings/${id}/update-status`, {
    headers: bearer(owner),
    data: { status: 'completed' },
  });
  expect(moved.status()).toBe(200);
}

test('the admin reads revenue: periods change the cards, the trend and its table show this month', async ({
  adminPage: page,
  adminAccount,
  ownerAccount,
  clientAccount,
  request,
}) => {
  test.slow(); // a booking completed, then the screen read at two widths and checked by axe
  await completedBooking(request, clientAccount, ownerAccount);
  const monthly = (await (
    await request.get('/api/admin/revenue?period=monthly', { headers: bearer(adminAccount) })
  ).json()) as Revenue;
  expect(monthly.monthly_revenue).toBeGreaterThanOrEqual(20_000);

  // Journeys running beside this one complete bookings too, so the figures may grow between
  // two reads: the screen must show what the API last answered it, whatever that was.
  const answers = new Map<string, Promise<Revenue>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/admin/revenue' && response.ok())
      answers.set(url.searchParams.get('period')!, response.json() as Promise<Revenue>);
  });
  /** `region` shows `figure` of what the API last answered the screen for one of `periods`. */
  const shows = (
    region: Locator,
    periods: ('monthly' | 'daily')[],
    figure: (revenue: Revenue) => number,
  ) =>
    expect
      .poll(
        async () => {
          const text = await region.innerText();
          for (const period of periods) {
            const answer = answers.get(period);
            if (answer && text.includes(rwf(figure(await answer)))) return true;
          }
          return false;
        },
        { message: `the screen shows the ${periods.join(' or ')} figure the API answered it` },
      )
      .toBe(true);

  await page.goto('/admin?tab=revenue');
  const total = page.getByRole('region', { name: 'Total Revenue' });
  const carBookings = page.getByRole('region', { name: 'Car Bookings' });
  await shows(total, ['monthly'], (revenue) => revenue.monthly_revenue);
  await shows(carBookings, ['monthly'], (revenue) => revenue.car_bookings_revenue);

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL('/admin?tab=revenue&period=daily');
  await shows(total, ['daily'], (revenue) => revenue.daily_revenue);
  await shows(carBookings, ['daily'], (revenue) => revenue.car_bookings_revenue);

  // The trend: a chart, and the same figures in a table, this month last.
  await expect(page.getByRole('img', { name: /Bar chart of revenue per month/ })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Revenue by month' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  await shows(
    rows.last(),
    ['daily', 'monthly'],
    (revenue) => revenue.revenue_by_month.at(-1)!.revenue,
  );

  await page.setViewportSize({ width: 375, height: 800 });
  answers.clear();
  await page.goto('/admin/revenue');
  await shows(
    page.getByRole('region', { name: 'Total Revenue' }),
    ['monthly'],
    (revenue) => revenue.monthly_revenue,
  );
  await expectNoSeriousViolations(page);
});
