import type { UserView } from '@kodesha/domain';
import { useSession } from '@/lib/session';
import { GpsBenefits } from './gps-benefits';
import { GpsRequestForm } from './gps-request-form';
import { GpsRequestSuccess } from './gps-request-success';
import { useGpsRequestForm, type GpsCarChoice } from './use-gps-request-form';

/**
 * `/owner/gps-request` under its heading (rules §7.2): the form, which the answer replaces,
 * and what comes with a tracker (the 1-year warranty, 24/7 support), beside it on a wide
 * screen and under it on a phone.
 */
export function GpsRequestScreen({
  cars,
}: {
  /** The owner's listed cars to choose from; undefined while they load. */
  cars: readonly GpsCarChoice[] | undefined;
}) {
  const session = useSession();
  // The route lets owners only in; a fresh form per account, its contact from the account.
  return session ? <SignedInScreen key={session.user.id} user={session.user} cars={cars} /> : null;
}

function SignedInScreen({
  user,
  cars,
}: {
  user: UserView;
  cars: readonly GpsCarChoice[] | undefined;
}) {
  const state = useGpsRequestForm(user, cars);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
      <div className="min-w-0">
        {state.answer ? (
          <GpsRequestSuccess answer={state.answer} />
        ) : (
          <GpsRequestForm state={state} />
        )}
      </div>
      {/* On a phone the form comes first; on a wide screen this stays beside it. */}
      <div className="lg:sticky lg:top-24">
        <GpsBenefits />
      </div>
    </div>
  );
}
