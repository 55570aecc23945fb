import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { controlled } from './support';

/**
 * Installing and offline (rules §9.21): a new build is offered, never forced. A new build is
 * simulated by changing apps/web/dist/sw.js, which every browser context open meanwhile
 * would notice: playwright.config.ts runs this file alone, after every other journey.
 */

test('a new version is offered, and reloads only when asked', async ({ browser, baseURL }) => {
  const worker = new URL('../apps/web/dist/sw.js', import.meta.url);
  const original = await readFile(worker);
  // A fresh browser context, its page not waiting for hydration.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await controlled(page);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
    // A new build: the worker's script changes.
    await writeFile(worker, Buffer.concat([original, Buffer.from('\n// a new version\n')]));
    await page.reload();
    await expect(page.getByText('A new version is ready')).toBeVisible();
    await page.screenshot({ path: 'test-results/update-prompt-1280.png' });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'test-results/update-prompt-375.png' });
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toBeTruthy();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
  } finally {
    await writeFile(worker, original);
    await context.close();
  }
});
