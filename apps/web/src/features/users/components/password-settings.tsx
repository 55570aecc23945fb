import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { ChangePasswordForm } from './change-password-form';

/** The admin's Settings (rules §8.14): Change Password, in a window of its own. */
export function PasswordSettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card className="max-w-xl">
      <h2 className="text-lg font-semibold text-stone-900">{t('editProfile.passwordTitle')}</h2>
      <p className="mt-1 text-sm text-stone-700">{t('passwordChange.settingsText')}</p>
      <Button className="mt-4" onClick={() => setOpen(true)}>
        {t('editProfile.changePassword')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('editProfile.passwordTitle')}>
        <ChangePasswordForm />
      </Modal>
    </Card>
  );
}
