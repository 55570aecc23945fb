import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { useSupportContact } from '@/lib/server-reach';

/**
 * Need Help (rules §6.2): the team's contact. Its phone when the server has one
 * (`SUPPORT_PHONE`), its e-mail address, and the Help Centre.
 */
export function NeedHelp() {
  const { t } = useTranslation();
  const email = t('footer.contactEmail');
  const phone = useSupportContact().data?.phone;
  return (
    <section
      aria-labelledby="ticket-help"
      className="rounded-2xl bg-brand-700 p-4 text-white shadow-sm sm:p-6"
    >
      <h2 id="ticket-help" className="text-xl font-bold">
        {t('ticketBooking.help.title')}
      </h2>
      <p className="mt-2 text-brand-50">{t('ticketBooking.help.text')}</p>
      {phone && (
        <>
          <p className="mt-4 text-sm font-medium text-brand-100">{t('ticketBooking.help.phone')}</p>
          <a
            href={`tel:${phone.replace(/[^+0-9]/g, '')}`}
            className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-stone-900 hover:bg-brand-50"
          >
            <PhoneIcon />
            {phone}
          </a>
        </>
      )}
      <p className="mt-4 text-sm font-medium text-brand-100">{t('ticketBooking.help.email')}</p>
      <a
        href={`mailto:${email}`}
        className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-full bg-sun-400 px-5 py-2.5 font-semibold break-all text-stone-900 hover:bg-sun-300"
      >
        <MailIcon />
        {email}
      </a>
      <p className="mt-3">
        <Link
          to={paths.help}
          className="inline-flex min-h-11 items-center font-semibold text-white underline hover:text-sun-300"
        >
          {t('ticketBooking.help.helpCentre')}
        </Link>
      </p>
    </section>
  );
}
