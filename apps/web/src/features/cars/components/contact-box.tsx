import { messages } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { ContactPhone } from '@/components/contact-phone';

/** The car page's contact box (spec §2, DESIGN §1.5). */
export function ContactBox({ carId }: { carId: number }) {
  const { t } = useTranslation();
  return (
    <ContactPhone
      contactPath={`/cars/${carId}/contact`}
      title={t('cars.contactTitle')}
      loginText={t('cars.contactLoginText')}
      clientOnlyMessage={messages.contactClientOnly}
      clientOnlyText={t('cars.contactClientOnlyText')}
      callLabel={(phone) => t('cars.callOwner', { phone })}
    />
  );
}
