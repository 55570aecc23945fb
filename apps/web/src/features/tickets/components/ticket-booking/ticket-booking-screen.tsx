import type { UserView } from '@kodesha/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LoginRequired } from '@/components/login-required';
import { useSession } from '@/lib/session';
import { NeedHelp } from './need-help';
import { PopularDestinations } from './popular-destinations';
import { ticketFormHeadingId, TicketBookingForm } from './ticket-booking-form';
import type { PopularDestination } from './ticket-destination-options';
import { useTicketBookingForm } from './use-ticket-booking-form';
import { WhatHappensNext } from './what-happens-next';
import { WhyChooseKodesha } from './why-choose-kodesha';

/** Brings a control into view and focuses it, gently unless the reader asked for less motion. */
function bringIntoFocus(element: HTMLElement | null) {
  if (!element) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * /ticket-booking below its hero (rules §6.2): the form (or, signed out, why to log in)
 * with what happens next and why choose Kodesha; beside it the Popular Destinations,
 * which fill in the form, and Need Help. On a phone the form comes first.
 */
export function TicketBookingScreen() {
  const session = useSession();
  // A fresh form per account: its name and email fill the passenger's.
  return session ? (
    <SignedInScreen key={session.user.id} user={session.user} />
  ) : (
    <SignedOutScreen />
  );
}

function SignedInScreen({ user }: { user: UserView }) {
  const state = useTicketBookingForm(user);
  const { chooseDestination } = state;
  const formArea = useRef<HTMLElement>(null);
  // Focus moves once the render that enables To (City) is on screen.
  const [choices, setChoices] = useState(0);
  useEffect(() => {
    if (choices === 0) return;
    const city = formArea.current?.querySelector<HTMLElement>('[name="destination_city"]');
    const country = formArea.current?.querySelector<HTMLElement>('[name="destination_country"]');
    bringIntoFocus(city && !city.matches(':disabled') ? city : (country ?? null));
  }, [choices]);

  return (
    <TicketBookingLayout
      onChoose={(destination) => {
        chooseDestination(destination.code, destination.city);
        setChoices((count) => count + 1);
      }}
    >
      <section ref={formArea} aria-labelledby={ticketFormHeadingId}>
        <TicketBookingForm state={state} />
      </section>
    </TicketBookingLayout>
  );
}

function SignedOutScreen() {
  const { t } = useTranslation();
  const loginPanel = useRef<HTMLDivElement>(null);
  return (
    <TicketBookingLayout onChoose={() => bringIntoFocus(loginPanel.current)}>
      <div ref={loginPanel} tabIndex={-1} className="rounded-2xl">
        <LoginRequired text={t('messages.ticketLoginRequired')} />
      </div>
    </TicketBookingLayout>
  );
}

function TicketBookingLayout({
  onChoose,
  children,
}: {
  onChoose: (destination: PopularDestination) => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      <div className="min-w-0 space-y-6">
        {children}
        <WhatHappensNext />
        <WhyChooseKodesha />
      </div>
      {/* On a wide screen the destinations stay beside the form while it is filled in. */}
      <div className="space-y-6 lg:sticky lg:top-24">
        <PopularDestinations onChoose={onChoose} />
        <NeedHelp />
      </div>
    </div>
  );
}
