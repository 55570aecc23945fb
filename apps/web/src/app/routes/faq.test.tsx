import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legal } from '@/locales/en-legal';
import { Component as FaqPage } from './faq';

describe('FaqPage', () => {
  it('shows the title and one expandable <details> per question in the catalogue', () => {
    const { container } = render(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1, name: legal.faq.title })).toBeInTheDocument();
    expect(container.querySelectorAll('details')).toHaveLength(legal.faq.questions.length);
    expect(container.querySelectorAll('details > summary')).toHaveLength(
      legal.faq.questions.length,
    );
  });

  it('names the browser tab after the page', () => {
    render(<FaqPage />);

    expect(document.title).toBe(`${legal.faq.title} — Kodesha`);
  });
});
