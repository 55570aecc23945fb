import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

/** A built web app in miniature: the page template, a hashed script and its precompressed copies. */
async function fakeWebBuild(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kodesha-web-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><!--app-head--><style>${'.c{}'.repeat(400)}</style></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`,
  );
  const script = `console.log(${JSON.stringify('Kodesha '.repeat(400))});`;
  await writeFile(path.join(dist, 'assets', 'main-a1b2c3.js'), script);
  await writeFile(path.join(dist, 'assets', 'main-a1b2c3.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'main-a1b2c3.js.gz'), gzipSync(script));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Kodesha"}');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dist;
}

let t: TestApp;
let webDist: string;
let activeCarId: number;
let inactiveCarId: number;
let verifiedDriverId: number;
let pendingDriverId: number;
beforeAll(async () => {
  webDist = await fakeWebBuild();
  t = await createTestApp({ webDist });
  const owner = await t.signUp('owner', { phone_number: '+250 788 123 456' });
  activeCarId = (await listCar(t, owner)).id;
  inactiveCarId = (await listCar(t, owner, { is_active: 0, model: 'Prado' })).id;
  verifiedDriverId = (await registeredDriver(t, {}, await t.signInAdmin())).driver.id;
  pendingDriverId = (await registeredDriver(t)).driver.id;
  for (let i = 0; i < 4; i += 1) await listCar(t, owner, { model: `Corolla ${i}` });
});
afterAll(async () => {
  await t.close();
  await rm(path.dirname(webDist), { recursive: true, force: true });
});

describe('caching (rules §9.16)', () => {
  it('serves hashed assets for a year, immutable, precompressed with Vary', async () => {
    const response = await t.app.inject({
      url: '/assets/main-a1b2c3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Kodesha Kodesha');
  });

  it('sends gzip to a client without brotli, and plain bytes to one asking for neither', async () => {
    const gzip = await t.app.inject({
      url: '/assets/main-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/main-a1b2c3.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Kodesha Kodesha');
  });

  it('revalidates files without a hash in their name', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as a manifest and the service worker as a script, both revalidated (rules §9.17)', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // An update is found on the next visit, not a year later.
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates pages by ETag: the same page again answers 304 with no body', async () => {
    const first = await t.app.inject({ url: '/owner/dashboard' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // Weak: the bytes differ by compression. Vary even when sent uncompressed.
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const again = await t.app.inject({
      url: '/owner/dashboard',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the page template itself out of reach', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!--app-html-->');
  });
});

describe('what no cache keeps, and what the service worker is told (rules §9.21)', () => {
  it('sends the reset page, opened from its link or not, with no-store and nothing to revalidate by', async () => {
    for (const url of ['/reset-password?token=s3cret-from-the-link', '/reset-password']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('sends any page whose address carries a token with no-store; other pages stay revalidated', async () => {
    const withToken = await t.app.inject({ url: '/cars?token=s3cret' });
    expect(withToken.headers['cache-control']).toBe('no-store');
    const plain = await t.app.inject({ url: '/cars?location=Kigali' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('tells the worker of no photo origin but its own when there is no CDN', async () => {
    const response = await t.app.inject({ url: '/sw-settings.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('self.kodeshaWorkerSettings = {};\n');
  });

  it('tells the worker where the CDN serves photos (PUBLIC_ASSETS_URL)', async () => {
    const site = await createTestApp({
      webDist,
      storage: {
        bucket: 'photos',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        publicAssetsUrl: 'https://cdn.kodesha.rw/',
      },
    });
    try {
      const response = await site.app.inject({ url: '/sw-settings.js' });
      expect(response.body).toBe(
        'self.kodeshaWorkerSettings = {"photosUrl":"https://cdn.kodesha.rw"};\n',
      );
    } finally {
      await site.close();
    }
  });
});

describe('compression (rules §9.16)', () => {
  it('compresses API answers over about 1 KB, with Vary', async () => {
    const response = await t.app.inject({
      url: '/api/cars',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as {
      data: unknown[];
    };
    expect(body.data.length).toBeGreaterThan(1);
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('compresses pages', async () => {
    const response = await t.app.inject({
      url: '/cars',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the public pages, every active car and verified driver, and nobody else', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toContain('<loc>http://localhost/cars</loc>');
    expect(response.body).toContain(`/cars/${activeCarId}</loc>`);
    expect(response.body).not.toContain(`/cars/${inactiveCarId}</loc>`);
    expect(response.body).toContain(`/drivers/${verifiedDriverId}</loc>`);
    expect(response.body).not.toContain(`/drivers/${pendingDriverId}</loc>`);
  });

  it('points crawlers to the sitemap and away from private screens', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(response.body).toContain('Disallow: /admin');
  });
});

describe('paths that are not pages', () => {
  it('answers an unknown API path 404 with its code, not a page', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.notFound' });
  });

  it('answers a write to a page path 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/cars' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.notFound' });
  });

  it('answers a missing file 404 rather than a page', async () => {
    for (const url of ['/favicon.ico', '/assets/old-1a2b3c.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers a missing upload 404', async () => {
    const response = await t.app.inject({ url: '/uploads/cars/nothing.webp' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a configured site address (PUBLIC_URL)', () => {
  it('names the site in absolute links, whatever host was asked for', async () => {
    const dist = await fakeWebBuild();
    const site = await createTestApp({ webDist: dist, publicUrl: 'https://kodesha.rw' });
    try {
      const response = await site.app.inject({
        url: '/robots.txt',
        headers: { host: 'attacker.example' },
      });
      expect(response.body).toContain('Sitemap: https://kodesha.rw/sitemap.xml');
      expect(response.body).not.toContain('attacker.example');
    } finally {
      await site.close();
      await rm(path.dirname(dist), { recursive: true, force: true });
    }
  });
});

describe('no PUBLIC_URL', () => {
  it('names the address the server listens on, never the Host or X-Forwarded-Host asked for', async () => {
    const dist = await fakeWebBuild();
    await mkdir(path.join(dist, '..', 'dist-server'), { recursive: true });
    // A renderer that writes the canonical link and preview address it is handed.
    await writeFile(
      path.join(dist, '..', 'dist-server', 'entry-server.js'),
      "export function connectApi() {}\nexport async function renderPage(url, origin) { return { kind: 'page', status: 200, head: '<link rel=\"canonical\" href=\"' + origin + url + '\"><meta property=\"og:url\" content=\"' + origin + url + '\">', html: '', state: '' }; }\n",
    );
    // Behind a proxy that is believed (TRUST_PROXY=1): still not its forwarded host.
    const site = await createTestApp({ webDist: dist, trustProxy: 1 });
    try {
      await site.app.listen({ port: 0, host: '127.0.0.1' });
      const own = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
      const headers = { host: 'attacker.example', 'x-forwarded-host': 'evil.example' };
      for (const url of ['/robots.txt', '/sitemap.xml', '/cars']) {
        const response = await fetch(`${own}${url}`, { headers });
        const body = await response.text();
        expect(body, url).toContain(own);
        expect(body, url).not.toMatch(/attacker\.example|evil\.example/);
      }
      const page = await (await fetch(`${own}/cars`, { headers })).text();
      expect(page).toContain(`<link rel="canonical" href="${own}/cars">`);
      expect(page).toContain(`<meta property="og:url" content="${own}/cars">`);
    } finally {
      await site.close();
      await rm(path.dirname(dist), { recursive: true, force: true });
    }
  });
});

describe('a server renderer that fails', () => {
  async function withRenderer(source: string, check: (app: TestApp) => Promise<void>) {
    const dist = await fakeWebBuild();
    await mkdir(path.join(dist, '..', 'dist-server'), { recursive: true });
    await writeFile(path.join(dist, '..', 'dist-server', 'entry-server.js'), source);
    const site = await createTestApp({ webDist: dist });
    try {
      await check(site);
    } finally {
      await site.close();
      await rm(path.dirname(dist), { recursive: true, force: true });
    }
  }

  it('sends the page for the browser to draw when rendering throws, never a 500', async () => {
    await withRenderer(
      "export function connectApi() {}\nexport async function renderPage() { throw new Error('boom'); }\n",
      async (site) => {
        const response = await site.app.inject({ url: '/cars' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
      },
    );
  });

  it('still starts, with pages drawn by the browser, when the renderer cannot load', async () => {
    await withRenderer("throw new Error('a broken build');\n", async (site) => {
      expect((await site.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const page = await site.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    });
  });

  it('draws a page in the reader’s language: the cookie, else Accept-Language, else English (rules §9.15)', async () => {
    await withRenderer(
      "export function connectApi() {}\nexport async function renderPage(url, origin, language) { return { kind: 'page', status: 200, head: '', html: '<p>in ' + language + '</p>', state: '' }; }\n",
      async (site) => {
        const page = (headers: Record<string, string>) =>
          site.app.inject({ url: '/cars', headers });
        const asked = await page({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
        expect(asked.body).toContain('<html lang="fr">');
        expect(asked.body).toContain('<p>in fr</p>');
        expect(asked.headers.vary).toMatch(/accept-language/i);
        expect(asked.headers.vary).toMatch(/cookie/i);
        const chosen = await page({ 'accept-language': 'fr', cookie: 'kodesha_language=rw' });
        expect(chosen.body).toContain('<html lang="rw">');
        expect(chosen.body).toContain('<p>in rw</p>');
        const neither = await page({ 'accept-language': 'de' });
        expect(neither.body).toContain('<html lang="en">');
        expect(neither.body).toContain('<p>in en</p>');
        // The same page in two languages is two versions: their validators differ.
        expect(asked.headers.etag).not.toBe(chosen.headers.etag);
      },
    );
  });

  it('says the language of a page the browser draws alone', async () => {
    await withRenderer("throw new Error('a broken build');\n", async (site) => {
      const page = await site.app.inject({ url: '/', headers: { cookie: 'kodesha_language=fr' } });
      expect(page.body).toContain('<html lang="fr">');
    });
  });

  it('renders with a working renderer, and carries its status', async () => {
    await withRenderer(
      "export function connectApi() {}\nexport async function renderPage(url) { return url === '/gone' ? { kind: 'page', status: 404, head: '<title>Gone</title>', html: '<h1>Gone</h1>', state: '' } : { kind: 'redirect', location: '/' }; }\n",
      async (site) => {
        const gone = await site.app.inject({ url: '/gone' });
        expect(gone.statusCode).toBe(404);
        expect(gone.body).toContain('<div id="root"><h1>Gone</h1></div>');
        const elsewhere = await site.app.inject({ url: '/elsewhere' });
        expect(elsewhere.statusCode).toBe(302);
        expect(elsewhere.headers.location).toBe('/');
      },
    );
  });
});
