import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/select-field';
import type { CreatedDriver } from '../../api/admin-create-driver';

/** Copies `text`; where the clipboard API is missing (an http page), selects it and copies. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to selecting it
  }
  input?.focus();
  input?.select();
  return document.execCommand?.('copy') ?? false;
}

function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean>();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className={`${controlClass} min-w-0 flex-1 font-mono`}
        />
        <Button
          variant="secondary"
          aria-label={t('adminDrivers.created.copyLabel', { what: label })}
          onClick={() => void copyText(value, input.current).then(setCopied)}
        >
          {t('adminDrivers.created.copy')}
        </Button>
      </div>
      <p className="mt-1 min-h-5 text-sm text-stone-700" aria-live="polite">
        {copied === true
          ? t('adminDrivers.created.copied')
          : copied === false
            ? t('adminDrivers.created.copyFailed')
            : ''}
      </p>
    </div>
  );
}

/**
 * What the admin hands over after creating a driver (rules §8.5, §8.8): the sign-in email
 * (made up when none was given) and the temporary password, shown this once, and that the
 * driver must choose their own password at their first login.
 */
export function DriverCreatedNotice({ created }: { created: CreatedDriver }) {
  const { t } = useTranslation();
  const driver = created.data;
  return (
    <div className="space-y-4">
      <Alert tone="success" title={t('messages.driverCreated')}>
        {t('adminDrivers.created.intro', { name: driver.name })}
      </Alert>
      <CopyableValue label={t('adminDrivers.created.email')} value={driver.user.email} />
      {created.temporary_password && (
        <CopyableValue
          label={t('adminDrivers.created.password')}
          value={created.temporary_password}
        />
      )}
      <Alert tone="warning">
        {created.temporary_password
          ? t('adminDrivers.created.shownOnce', { name: driver.name })
          : t('adminDrivers.created.ownPassword', { name: driver.name })}
      </Alert>
    </div>
  );
}
