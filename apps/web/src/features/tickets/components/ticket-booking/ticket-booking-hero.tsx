import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { busCountryCount } from './ticket-destination-options';
import { GlobeIcon, TicketTypeIcon } from '@/components/ui/icons';

/** The top of /ticket-booking (rules §6.2): the page's one h1 and what the team books. */
export function TicketBookingHero() {
  const { t } = useTranslation();
  const badges: { key: string; icon: ReactNode; text: string }[] = [
    {
      key: 'flights',
      icon: <TicketTypeIcon type="flight" className="size-5 shrink-0" />,
      text: t('ticketBooking.hero.flights'),
    },
    {
      key: 'buses',
      icon: <TicketTypeIcon type="bus" className="size-5 shrink-0" />,
      text: t('ticketBooking.hero.buses'),
    },
    {
      key: 'countries',
      icon: <GlobeIcon />,
      text: t('ticketBooking.hero.countries', { count: busCountryCount }),
    },
  ];
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(252,209,22,0.22),transparent_45%),radial-gradient(circle_at_5%_95%,rgba(0,161,222,0.25),transparent_40%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-10 sm:py-16">
        <h1 className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          {t('ticketBooking.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">
          {t('ticketBooking.hero.text')}
        </p>
        <ul aria-label={t('ticketBooking.hero.badgesLabel')} className="mt-6 flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li
              key={badge.key}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold ring-1 ring-white/25"
            >
              <span className="text-sun-400">{badge.icon}</span>
              {badge.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
