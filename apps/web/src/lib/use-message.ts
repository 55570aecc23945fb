import { messageKeyOf } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';

/**
 * Shows a message from a shared schema or the server in the reader's language: known
 * texts are translated by their key, anything else is shown as the server wrote it.
 */
export function useMessage(): (text: string | undefined) => string {
  const { t } = useTranslation();
  return (text) => {
    if (!text) return '';
    const key = messageKeyOf(text);
    return key ? t(`messages.${key}`) : text;
  };
}
