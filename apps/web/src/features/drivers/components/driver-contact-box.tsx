import type { DriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { ContactPhone } from '@/components/contact-phone';

/** The driver page's contact box, with the chat with the driver's account (rules §1.12). */
export function DriverContactBox({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  return (
    <ContactPhone
      contactPath={`/drivers/${driver.id}/contact`}
      title={t('drivers.contactTitle')}
      loginText={t('drivers.contactLoginText')}
      provider="driver"
      clientOnlyText={t('drivers.contactClientOnlyText')}
      callLabel={(phone) => t('drivers.callDriver', { phone })}
      chat={{
        recipientId: driver.user_id,
        subject: 'driver',
        subjectId: driver.id,
        label: t('chat.chatWithDriver'),
      }}
    />
  );
}
