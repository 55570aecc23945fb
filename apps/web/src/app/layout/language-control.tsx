import { isLanguage, languageNames, languages } from '@kodesha/domain';
import { useId } from 'react';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { keepOnAccount, showLanguage } from '@/lib/language';
import { toast } from '@/lib/toasts';

type Place = 'header' | 'menu' | 'footer';

const selectClass: Record<Place, string> = {
  // Narrow: the closed control shows the language's code over it (below), the open list
  // each language's name.
  header:
    'h-10 w-[5.5rem] rounded-md border border-stone-300 bg-white pl-8 pr-6 text-sm font-medium text-transparent hover:border-stone-400 [&>option]:text-stone-900',
  menu: 'h-11 w-full max-w-sm rounded-md border border-stone-300 bg-white pl-8 pr-8 text-base text-stone-800',
  footer:
    'h-10 w-full max-w-56 rounded-md border border-stone-600 bg-stone-800 pl-8 pr-8 text-sm text-white',
};

/**
 * The language control (rules §9.15), labelled Language in the language shown, offering
 * each language in its own name. A choice shows at once, without a reload, and is kept:
 * in a cookie for this browser, and on the account of a signed-in person.
 */
export function LanguageControl({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const id = useId();

  async function choose(value: string) {
    if (!isLanguage(value) || value === i18n.language) return;
    let shown: boolean;
    try {
      shown = await showLanguage(value);
    } catch {
      toast.error(t('language.failed'));
      return;
    }
    if (shown) keepOnAccount(value);
  }

  return (
    <div className={place === 'header' ? 'flex items-center' : 'flex flex-col gap-1'}>
      <label
        htmlFor={id}
        className={
          place === 'header'
            ? 'sr-only'
            : place === 'menu'
              ? 'text-sm font-medium text-stone-700'
              : 'text-sm font-semibold uppercase tracking-wide text-white'
        }
      >
        {t('language.label')}
      </label>
      <div className="relative">
        <GlobeIcon
          className={`pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 ${place === 'footer' ? 'text-stone-300' : 'text-stone-500'}`}
        />
        <select
          id={id}
          value={i18n.language}
          onChange={(event) => void choose(event.target.value)}
          className={selectClass[place]}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </select>
        {place === 'header' && (
          <>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute left-8 top-1/2 -translate-y-1/2 text-sm font-medium uppercase text-stone-800"
            >
              {i18n.language}
            </span>
            {/* The browser draws the arrow in the text's colour, transparent here. */}
            <ChevronDownIcon className="pointer-events-none absolute right-1.5 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
          </>
        )}
      </div>
    </div>
  );
}
