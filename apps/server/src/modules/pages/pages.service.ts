import { createTtlCache } from '../../shared/ttl-cache.js';

type SitemapListing = { id: number; updatedAt: Date };
/** What the sitemap reads: the public cars and drivers, as their own services decide them. */
type Listings = { sitemapEntries(limit: number): Promise<SitemapListing[]> };

/** One sitemap file holds at most 50,000 addresses. */
const sitemapLimit = 50_000;
/** A crawler's visits cost one read of the listings every few minutes at most. */
const sitemapFreshMs = 10 * 60_000;

/** The public pages that do not depend on data (rules §9.16). */
const fixedPaths = [
  '/',
  '/cars',
  '/drivers',
  '/ticket-booking',
  '/faq',
  '/help',
  '/terms',
  '/privacy',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml`: the fixed public pages, every active car and every verified driver
 * (newest changes first, up to the format's 50,000 addresses).
 */
async function sitemapXml(cars: Listings, drivers: Listings, origin: string): Promise<string> {
  const fixedCount = fixedPaths.length;
  const carsFound = await cars.sitemapEntries(sitemapLimit - fixedCount);
  const driversFound = await drivers.sitemapEntries(sitemapLimit - fixedCount - carsFound.length);
  const entry = (path: string, modified?: Date) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ''}</url>`;
  const listed = (prefix: string, rows: SitemapListing[]) =>
    rows.map((row) => entry(`${prefix}/${row.id}`, row.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fixedPaths.map((path) => entry(path)),
    ...listed('/cars', carsFound),
    ...listed('/drivers', driversFound),
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt`: everything public may be crawled; private screens are not worth it. */
const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /owner',
    'Disallow: /driver/',
    'Disallow: /booking/',
    'Disallow: /chat',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** What the site says about itself to crawlers. */
export function createPagesService(deps: { cars: Listings; drivers: Listings; now: () => number }) {
  const sitemaps = createTtlCache<string>({ ttlMs: sitemapFreshMs, maxEntries: 4, now: deps.now });
  return {
    /** Kept a few minutes: a new listing reaches crawlers a little later, never the database. */
    sitemapXml: (origin: string) =>
      sitemaps.get(origin, () => sitemapXml(deps.cars, deps.drivers, origin)),
    robotsTxt,
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
