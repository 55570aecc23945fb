// Screenshots of the main screens at phone (375 px) and desktop (1280 px) width, for a
// person to look at: `npm run screenshots` with a server running (BASE_URL, default :3000).
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.env.OUT_DIR ?? 'screenshots';
const pages = (process.env.PAGES ?? '/,/login,/signup,/terms,/faq').split(',');
const widths = [375, 1280];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 800 : 900 },
  });
  if (process.env.AUTH_TOKEN && process.env.AUTH_USER) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('user', user);
      },
      [process.env.AUTH_TOKEN, process.env.AUTH_USER],
    );
  }
  const page = await context.newPage();
  for (const path of pages) {
    // Not 'networkidle': a signed-in page keeps its live chat stream open.
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForLoadState('domcontentloaded');
    await page
      .locator('main')
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(1_000); // the screen's own data, on a local server
    // Scrolled through once, as a person would, so lazy photos load.
    await page.evaluate(async () => {
      const { document: page } = globalThis; // this runs in the browser
      for (let y = 0; y < page.body.scrollHeight; y += 400) {
        globalThis.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      globalThis.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=&]/g, '_');
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    console.log(`${out}/${name}-${width}.png`);
  }
  await context.close();
}
await browser.close();
