import { sitemapLimit, type SitemapListing, type SitemapRepository } from './sitemap.repository.js';

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
async function sitemapXml(listings: SitemapRepository, origin: string): Promise<string> {
  const fixedCount = fixedPaths.length;
  const carsFound = await listings.publicCars(sitemapLimit - fixedCount);
  const driversFound = await listings.publicDrivers(sitemapLimit - fixedCount - carsFound.length);
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
export function createPagesService({ listings }: { listings: SitemapRepository }) {
  return {
    sitemapXml: (origin: string) => sitemapXml(listings, origin),
    robotsTxt,
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
