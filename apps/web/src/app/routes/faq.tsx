import { useTranslation } from '@/lib/i18n';
import type { legal } from '@/locales/en-legal';
import { usePageTitle } from '@/components/page-title';
import { ChevronDownIcon } from '@/components/ui/icons';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-legal';

type FaqQuestions = (typeof legal)['faq']['questions'];

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('legal.faq.title'),
  description: t('legal.faq.intro'),
  canonical: '/faq',
}));

/** Questions as native <details>: they open without JavaScript and with Enter or Space. */
export function Component() {
  const { t } = useTranslation();
  const title = t('legal.faq.title');
  const questions: FaqQuestions = t('legal.faq.questions', { returnObjects: true });
  usePageTitle(title);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="pb-8">
        <div aria-hidden="true" className="mb-5 h-1.5 w-14 rounded-full bg-sun-400" />
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-5 text-lg leading-8 text-stone-700">{t('legal.faq.intro')}</p>
      </header>

      <div className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-brand-50 group-open:bg-brand-50 focus-visible:-outline-offset-4 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <span className="leading-6">{question}</span>
              <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="px-5 pt-1 pb-5 leading-7 text-stone-700">{answer}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
