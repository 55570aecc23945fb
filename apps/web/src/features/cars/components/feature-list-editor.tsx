import { cleanFeatures } from '@kodesha/domain';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { CloseIcon } from '@/components/ui/icons';

/** Features as removable chips; each is trimmed and repeats are ignored (rules §2.2). */
export function FeatureListEditor({
  inputId,
  features,
  onChange,
  error,
}: {
  /** So the form can focus the input when the list is the one thing missing. */
  inputId?: string;
  features: string[];
  onChange: (features: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const generated = useId();
  const id = inputId ?? generated;
  const add = () => {
    if (!draft.trim()) return;
    onChange(cleanFeatures([...features, draft]));
    setDraft('');
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t('owner.featureLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={50}
          autoComplete="off"
          placeholder={t('owner.featurePlaceholder')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={`block min-w-0 flex-1 rounded-lg border bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-stone-300'}`}
        />
        <Button variant="secondary" onClick={add}>
          {t('owner.addFeature')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('owner.featuresHint')}
      </p>
      <ErrorText id={`${id}-error`} text={error} />
      {features.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {features.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {feature}
              <button
                type="button"
                onClick={() => {
                  onChange(features.filter((item) => item !== feature));
                  document.getElementById(id)?.focus(); // its chip (and button) is gone
                }}
                aria-label={t('owner.removeFeature', { feature })}
                className="flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
