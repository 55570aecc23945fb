import { useTranslation } from '@/lib/i18n';
import type { legal } from '@/locales/en-legal';
import { LegalArticle } from '@/components/legal-article';
import { usePageTitle } from '@/components/page-title';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-legal';

type PrivacySections = (typeof legal)['privacy']['sections'];

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('legal.privacy.title'),
  description: t('legal.privacy.intro'),
  canonical: '/privacy',
}));

export function Component() {
  const { t } = useTranslation();
  const title = t('legal.privacy.title');
  const sections: PrivacySections = t('legal.privacy.sections', { returnObjects: true });
  usePageTitle(title);

  return (
    <LegalArticle
      title={title}
      intro={t('legal.privacy.intro')}
      updated={t('legal.updated')}
      sections={sections}
    />
  );
}
