import { messages } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { ChatLink } from '@/components/chat-link';
import { ContactPhone } from '@/components/contact-phone';

/** The car page's contact box (spec §2, DESIGN §1.5), with the chat with the owner. */
export function ContactBox({ carId, ownerId }: { carId: number; ownerId?: number }) {
  const { t } = useTranslation();
  return (
    <ContactPhone
      contactPath={`/cars/${carId}/contact`}
      title={t('cars.contactTitle')}
      loginText={t('cars.contactLoginText')}
      clientOnlyMessage={messages.contactClientOnly}
      clientOnlyText={t('cars.contactClientOnlyText')}
      callLabel={(phone) => t('cars.callOwner', { phone })}
      chat={
        ownerId !== undefined && (
          <ChatLink
            recipientId={ownerId}
            subject="car"
            subjectId={carId}
            label={t('chat.chatWithOwner')}
            hint
            className="mt-4 border-t border-stone-200 pt-4"
          />
        )
      }
    />
  );
}
