import type { CarView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailabilityText } from './use-availability-text';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const importantPoints = ['direct', 'papers', 'licence', 'inspect', 'fuel'] as const;

/** The words of the detail page: when it is free, About, Features, Important Information. */
export function CarFacts({ car }: { car: CarView }) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  return (
    <>
      <Section id="availability-title" title={t('cars.availabilityTitle')}>
        <p className="mt-1 text-stone-700">{availabilityText(car.availability)}</p>
        {car.availability_notes && (
          <p className="mt-1 whitespace-pre-line text-stone-700 italic">{car.availability_notes}</p>
        )}
      </Section>
      <Section id="about-title" title={t('cars.about')}>
        <p className="mt-1 whitespace-pre-line break-words text-stone-700">{car.description}</p>
      </Section>
      {car.features.length > 0 && (
        <Section id="features-title" title={t('cars.features')}>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {car.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2 break-words text-stone-800">
                <svg
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  aria-hidden="true"
                >
                  <path d="M5 13l4 4L19 7" />
                </svg>
                <span className="min-w-0">{feature}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <section
        aria-labelledby="important-title"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
      >
        <h2 id="important-title" className="text-lg font-bold text-amber-900">
          {t('cars.importantTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-amber-950">
          {importantPoints.map((point) => (
            <li key={point}>{t(`cars.important.${point}`)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
