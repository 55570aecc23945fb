import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legal } from '@/locales/en-legal';
import { LegalArticle } from './legal-article';

describe('LegalArticle', () => {
  it('links every "On this page" entry to a section that exists in the document', () => {
    const { terms } = legal;
    render(
      <LegalArticle
        title={terms.title}
        intro={terms.intro}
        updated={legal.updated}
        sections={terms.sections}
      />,
    );

    const contents = screen.getByRole('navigation', { name: legal.onThisPage });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(terms.sections.length);

    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target).not.toBeNull();
      expect(target?.tagName).toBe('SECTION');
      expect(
        within(target as HTMLElement).getByRole('heading', {
          level: 2,
          name: terms.sections[index]?.heading,
        }),
      ).toBeInTheDocument();
    });
  });

  it('gives repeated headings distinct anchors', () => {
    const sections = [
      { heading: 'Bookings', paragraphs: ['First.'] },
      { heading: 'Bookings', paragraphs: ['Second.'] },
    ];
    render(<LegalArticle title="T" intro="I" updated={legal.updated} sections={sections} />);

    const hrefs = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(2);
    hrefs.forEach((href) => expect(document.getElementById((href ?? '').slice(1))).not.toBeNull());
  });
});
