import { gpsResponseHours, gpsWarrantyYears } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { PinIcon, ShieldIcon, SupportIcon } from '@/components/ui/icons';

/** What comes with a tracker (rules §7.2): the 1-year warranty, 24/7 support, tracking. */
export function GpsBenefits() {
  const { t } = useTranslation();
  const benefits = [
    {
      key: 'warranty',
      icon: <ShieldIcon />,
      title: t('gpsRequest.benefits.warranty.title', { years: gpsWarrantyYears }),
      text: t('gpsRequest.benefits.warranty.text'),
    },
    {
      key: 'support',
      icon: <SupportIcon />,
      title: t('gpsRequest.benefits.support.title'),
      text: t('gpsRequest.benefits.support.text'),
    },
    {
      key: 'tracking',
      icon: <PinIcon className="size-6 shrink-0" />,
      title: t('gpsRequest.benefits.tracking.title'),
      text: t('gpsRequest.benefits.tracking.text'),
    },
  ];
  return (
    <section
      aria-labelledby="gps-benefits"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="gps-benefits" className="text-lg font-bold text-stone-900">
        {t('gpsRequest.benefits.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {benefits.map((benefit) => (
          <li key={benefit.key} className="flex items-start gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {benefit.icon}
            </span>
            <span>
              <span className="block font-semibold text-stone-900">{benefit.title}</span>
              <span className="block text-sm text-stone-700">{benefit.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-stone-100 pt-4 text-sm text-stone-700">
        {t('gpsRequest.benefits.response', gpsResponseHours)}
      </p>
    </section>
  );
}
