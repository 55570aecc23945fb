import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags';

describe('head tags', () => {
  const head = headTags(
    {
      title: 'Car "A" & <B>',
      description: 'A car in Huye at RWF 12,000 per hour',
      canonical: '/cars/7',
      image: '/uploads/cars/abc-1280.webp',
      jsonLd: { '@type': 'Car', name: '</script>' },
    },
    'https://kodesha.rw',
  );

  it('words the title as the browser does, escaped', () => {
    expect(head).toContain('<title>Car "A" &amp; &lt;B&gt; — Kodesha</title>');
    expect(head).toContain('content="Car &quot;A&quot; &amp; &lt;B&gt; — Kodesha"');
  });

  it('gives absolute addresses for the canonical link and the share image', () => {
    expect(head).toContain('<link rel="canonical" href="https://kodesha.rw/cars/7" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://kodesha.rw/uploads/cars/abc-1280.webp" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('keeps a share image a CDN serves (PUBLIC_ASSETS_URL) at its own address', () => {
    const fromCdn = headTags(
      {
        title: 'A car',
        description: 'A car in Huye',
        canonical: '/cars/7',
        image: 'https://cdn.kodesha.rw/uploads/cars/abc-1280.webp',
      },
      'https://kodesha.rw',
    );
    expect(fromCdn).toContain(
      '<meta property="og:image" content="https://cdn.kodesha.rw/uploads/cars/abc-1280.webp" />',
    );
  });

  it('carries schema.org data that cannot close its script element', () => {
    expect(head).toContain('"@context":"https://schema.org"');
    expect(head).not.toContain('"</script>"');
  });
});
