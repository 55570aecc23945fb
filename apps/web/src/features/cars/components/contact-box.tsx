import { useTranslation } from '@/lib/i18n';
import { ContactPhone } from '@/components/contact-phone';

/** The car page's contact box (rules §1.12), with the chat with the owner. */
export function ContactBox({ carId, ownerId }: { carId: number; ownerId: number }) {
  const { t } = useTranslation();
  return (
    <ContactPhone
      contactPath={`/cars/${carId}/contact`}
      title={t('cars.contactTitle')}
      loginText={t('cars.contactLoginText')}
      provider="owner"
      clientOnlyText={t('cars.contactClientOnlyText')}
      callLabel={(phone) => t('cars.callOwner', { phone })}
      chat={{
        recipientId: ownerId,
        subject: 'car',
        subjectId: carId,
        label: t('chat.chatWithOwner'),
      }}
    />
  );
}
