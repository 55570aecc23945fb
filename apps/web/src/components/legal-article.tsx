import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** One titled block of a footer page, as the catalogue (`@/locales/en-legal`) holds it. */
export type LegalSection = { readonly heading: string; readonly paragraphs: readonly string[] };

type LegalArticleProps = {
  title: string;
  intro: string;
  updated: string;
  sections: readonly LegalSection[];
  /** Extra content after the sections, such as the Help Centre's contact box. */
  children?: ReactNode;
};

/** "Licence verification for clients" → "licence-verification-for-clients". */
function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Ids for the in-page links; a repeated heading gets a numbered suffix so every anchor is unique. */
function sectionIds(sections: readonly LegalSection[]): string[] {
  const seen = new Map<string, number>();
  return sections.map(({ heading }) => {
    const base = slugify(heading);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/** A readable long-form page (Terms, Privacy, Help): title, date, intro, contents list, sections. */
export function LegalArticle({ title, intro, updated, sections, children }: LegalArticleProps) {
  const { t } = useTranslation();
  const ids = sectionIds(sections);

  // A shared link such as /privacy#phone-numbers: the section exists only once this lazy page
  // has rendered, and the layout scrolls to the top on navigation, so scroll after both.
  useEffect(() => {
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!target) return;
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(target)?.scrollIntoView(),
    );
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-stone-200 pb-8">
        <div aria-hidden="true" className="mb-5 h-1.5 w-14 rounded-full bg-sun-400" />
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-stone-600">{updated}</p>
        <p className="mt-5 text-lg leading-8 text-stone-700">{intro}</p>
      </header>

      <nav
        aria-labelledby="on-this-page"
        className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      >
        <h2
          id="on-this-page"
          className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
        >
          {t('legal.onThisPage')}
        </h2>
        <ol className="mt-3 space-y-1">
          {sections.map((section, index) => (
            <li key={ids[index]}>
              <a
                href={`#${ids[index]}`}
                className="inline-block py-1.5 leading-6 font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={ids[index]} id={ids[index]} className="mt-12 scroll-mt-24">
          <h2 className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-base leading-7 break-words text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}

      {children}
    </article>
  );
}
