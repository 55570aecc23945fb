import type { APIRequestContext } from '@playwright/test';
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
  const figures = async (period: string) =>
    (await (
      await request.get(`/api/admin/revenue?period=${period}`, { headers: bearer(adminAccount) })
    ).json()) as Revenue;
  const monthly = await figures('monthly');
  expect(monthly.monthly_revenue).toBeGreaterThanOrEqual(20_000);

  await page.goto('/admin?tab=revenue');
  const total = page.getByRole('region', { name: 'Total Revenue' });
  await expect(total).toContainText(rwf(monthly.monthly_revenue));
  await expect(page.getByRole('region', { name: 'Car Bookings' })).toContainText(
    rwf(monthly.car_bookings_revenue),
  );

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL('/admin?tab=revenue&period=daily');
  const daily = await figures('daily');
  await expect(total).toContainText(rwf(daily.daily_revenue));
  await expect(page.getByRole('region', { name: 'Car Bookings' })).toContainText(
    rwf(daily.car_bookings_revenue),
  );

  // The trend: a chart, and the same figures in a table, this month last.
  await expect(page.getByRole('img', { name: /Bar chart of revenue per month/ })).toBeVisible();
  const thisMonth = monthly.revenue_by_month.at(-1)!;
  const rows = page.getByRole('table', { name: 'Revenue by month' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  await expect(rows.last()).toContainText(rwf(thisMonth.revenue));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/revenue');
  await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText(
    rwf(monthly.monthly_revenue),
  );
  await expectNoSeriousViolations(page);
});
