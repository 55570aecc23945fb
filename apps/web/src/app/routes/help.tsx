import { useTranslation } from '@/lib/i18n';
import type { legal } from '@/locales/en-legal';
import { LegalArticle } from '@/components/legal-article';
import { usePageTitle } from '@/components/page-title';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-legal';

type HelpSections = (typeof legal)['help']['sections'];

/** An address, not wording: the same in every language. */
const contactEmail = 'hello@kodesha.rw';

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('legal.help.title'),
  description: t('legal.help.intro'),
  canonical: '/help',
}));

export function Component() {
  const { t } = useTranslation();
  const title = t('legal.help.title');
  const sections: HelpSections = t('legal.help.sections', { returnObjects: true });
  usePageTitle(title);

  return (
    <LegalArticle
      title={title}
      intro={t('legal.help.intro')}
      updated={t('legal.updated')}
      sections={sections}
    >
      <aside
        aria-labelledby="help-contact"
        className="mt-14 rounded-2xl bg-brand-700 p-6 text-white shadow-sm sm:p-8"
      >
        <h2 id="help-contact" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('legal.help.contactTitle')}
        </h2>
        <p className="mt-3 leading-7 text-brand-50">{t('legal.help.contactText')}</p>
        <a
          href={`mailto:${contactEmail}`}
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-sun-400 px-5 py-2.5 font-semibold break-all text-stone-900 hover:bg-sun-300"
        >
          {contactEmail}
        </a>
      </aside>
    </LegalArticle>
  );
}
