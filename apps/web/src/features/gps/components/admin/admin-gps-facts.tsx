import type { GpsRequestView } from '@kodesha/domain';
import { Fact, FactGroup, FactText, factLinkClass } from '@/components/admin-facts';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import { formatGpsDate, GpsStatusBadge, preferredTimeLabel } from '../gps-parts';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** Two spellings of one number ('+250 788…' and '0788…') are the same phone. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/**
 * Everything about one request (rules §8.10): the car, the owner and whom to call, where
 * and when the owner would like the installation, and the status so far.
 */
export function AdminGpsFacts({ request }: { request: GpsRequestView }) {
  const { t } = useTranslation();
  const muted = (text: string) => <span className="text-stone-600">{text}</span>;
  const email = (address: string) => (
    <a href={`mailto:${address}`} className={factLinkClass}>
      {address}
    </a>
  );
  const phone = (number: string) => (
    <a href={telOf(number)} className={factLinkClass}>
      {number}
    </a>
  );
  const accountPhone = request.user.phone_number;
  const time = preferredTimeLabel(t, request.preferred_time);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FactGroup id="gps-car" title={t('adminGps.carSection')}>
        <Fact label={t('adminGps.makeModel')}>
          <span className="font-semibold">
            {request.car_make} {request.car_model}
          </span>
        </Fact>
        <Fact label={t('adminGps.year')}>
          {request.car_year ?? muted(t('adminGps.notProvided'))}
        </Fact>
        <Fact label={t('adminGps.plate')}>
          <span className="font-semibold">{request.license_plate}</span>
        </Fact>
        <Fact label={t('adminGps.listing')}>
          {request.car
            ? t('adminGps.listingTown', { town: request.car.location })
            : muted(t('adminGps.notListed'))}
        </Fact>
      </FactGroup>
      <FactGroup id="gps-owner" title={t('adminGps.ownerSection')}>
        <Fact label={t('adminGps.name')}>
          <span className="font-semibold">{request.user.name}</span>
        </Fact>
        <Fact label={t('adminGps.email')}>{email(request.user.email)}</Fact>
        <Fact label={t('adminGps.phone')}>
          {request.contact_phone ? phone(request.contact_phone) : muted(t('adminGps.notProvided'))}
        </Fact>
        {accountPhone && digitsOf(accountPhone) !== digitsOf(request.contact_phone) && (
          <Fact label={t('adminGps.accountPhone')}>{phone(accountPhone)}</Fact>
        )}
        {request.contact_name !== request.user.name && (
          <Fact label={t('adminGps.contactName')}>{request.contact_name}</Fact>
        )}
        {request.contact_email && request.contact_email !== request.user.email && (
          <Fact label={t('adminGps.contactEmail')}>{email(request.contact_email)}</Fact>
        )}
      </FactGroup>
      <FactGroup id="gps-installation" title={t('adminGps.installationSection')}>
        <Fact label={t('adminGps.location')}>{request.installation_location}</Fact>
        <Fact label={t('adminGps.preferredDate')}>
          {request.preferred_installation_date ? (
            <time dateTime={request.preferred_installation_date}>
              {formatGpsDate(request.preferred_installation_date)}
            </time>
          ) : (
            muted(t('adminGps.notSpecified'))
          )}
        </Fact>
        <Fact label={t('adminGps.preferredTime')}>{time ?? muted(t('adminGps.notSpecified'))}</Fact>
      </FactGroup>
      <FactGroup id="gps-status" title={t('adminGps.statusSection')}>
        <Fact label={t('adminGps.status')}>
          <GpsStatusBadge status={request.status} />
        </Fact>
        <Fact label={t('adminGps.decidedOn')}>
          {request.decided_at ? (
            <time dateTime={request.decided_at}>{formatDateTime(request.decided_at)}</time>
          ) : (
            muted(t('adminGps.notDecided'))
          )}
        </Fact>
        <Fact label={t('adminGps.requestedOn')}>
          <time dateTime={request.requested_at}>{formatDateTime(request.requested_at)}</time>
        </Fact>
        <Fact label={t('adminGps.reference')}>
          <span className="font-mono font-semibold">{request.reference}</span>
        </Fact>
      </FactGroup>
      <FactText
        id="gps-reason"
        title={t('adminGps.reason')}
        text={request.reason}
        empty={t('adminGps.noneGiven')}
      />
    </div>
  );
}

/**
 * The team's answer to a request that can no longer move (completed, rejected, or just
 * moved by someone else): the installation date and the notes the owner reads.
 */
export function AdminGpsAnswer({ request, note }: { request: GpsRequestView; note?: string }) {
  const { t } = useTranslation();
  const muted = (text: string) => <span className="text-stone-600">{text}</span>;
  return (
    <section
      aria-labelledby="gps-answer"
      className="rounded-2xl border border-stone-200 bg-white p-3 sm:p-4"
    >
      <h3 id="gps-answer" className="text-sm font-bold text-stone-900">
        {t('adminGps.answered')}
      </h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        <Fact label={t('gps.installationDate')}>
          {request.installation_date ? (
            <time dateTime={request.installation_date} className="font-semibold">
              {formatGpsDate(request.installation_date)}
            </time>
          ) : (
            muted(t('adminGps.notScheduled'))
          )}
        </Fact>
        <Fact label={t('adminGps.adminNotesSaved')}>
          {request.admin_notes ? (
            <span className="whitespace-pre-line">{request.admin_notes}</span>
          ) : (
            muted(t('adminGps.noneGiven'))
          )}
        </Fact>
      </dl>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </section>
  );
}
