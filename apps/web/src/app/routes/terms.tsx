import { useTranslation } from '@/lib/i18n';
import type { legal } from '@/locales/en-legal';
import { LegalArticle } from '@/components/legal-article';
import { usePageTitle } from '@/components/page-title';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-legal';

type TermsSections = (typeof legal)['terms']['sections'];

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('legal.terms.title'),
  description: t('legal.terms.intro'),
  canonical: '/terms',
}));

export function Component() {
  const { t } = useTranslation();
  const title = t('legal.terms.title');
  const sections: TermsSections = t('legal.terms.sections', { returnObjects: true });
  usePageTitle(title);

  return (
    <LegalArticle
      title={title}
      intro={t('legal.terms.intro')}
      updated={t('legal.updated')}
      sections={sections}
    />
  );
}
