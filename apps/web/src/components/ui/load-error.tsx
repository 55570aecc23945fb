import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What a screen shows when its data did not load: the spec's title, an optional line, and
 * Try Again. `page` centres it as the whole screen (a detail page), else it sits in place.
 */
export function LoadError({
  title,
  children,
  onRetry,
  page = false,
}: {
  title?: string;
  children?: ReactNode;
  onRetry: () => void;
  page?: boolean;
}) {
  const { t } = useTranslation();
  const alert = (
    <Alert tone="error" title={title}>
      {children}
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('states.tryAgain')}
      </Button>
    </Alert>
  );
  return page ? <div className="mx-auto max-w-xl px-4 py-16">{alert}</div> : alert;
}
