import type { Language } from '@kodesha/domain';
import { documentTitle } from '@/components/page-title';
import { absoluteUrl } from '@/lib/structured-data';
import type { PageHead } from '../page-head';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head of a server-rendered page: title, description, canonical address, the Open
 * Graph and Twitter tags a shared link is previewed from, and schema.org data.
 * `origin` is this site's own (scheme and host): the addresses are absolute.
 */
/** Open Graph's names of the languages. */
const ogLocales: Record<Language, string> = { en: 'en_GB', fr: 'fr_FR', rw: 'rw_RW' };

export function headTags(head: PageHead, origin: string, language: Language = 'en'): string {
  const url = origin + head.canonical;
  const title = documentTitle(head.title);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta('property', 'og:site_name', 'Kodesha'),
    meta('property', 'og:type', head.jsonLd ? 'product' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocales[language]),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ];
  if (head.image) {
    const image = absoluteUrl(head.image, origin);
    tags.push(meta('property', 'og:image', image));
    tags.push(meta('name', 'twitter:image', image));
  }
  if (head.jsonLd) {
    const json = JSON.stringify({ '@context': 'https://schema.org', ...head.jsonLd }).replace(
      /</g,
      '\\u003c',
    );
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
