import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { GpsContactFields } from './gps-contact-fields';
import { GpsInstallationFields } from './gps-installation-fields';
import { GpsVehicleFields } from './gps-vehicle-fields';
import type { GpsRequestFormState } from './use-gps-request-form';

/**
 * The request form (rules §7.2) in its three sections. A required field left empty says
 * so under itself, and once more at the top; a failure to send shows beside the button.
 */
export function GpsRequestForm({ state }: { state: GpsRequestFormState }) {
  const { t } = useTranslation();
  const { missingRequired, failure, isSubmitting } = state;
  return (
    <form
      onSubmit={state.submit}
      noValidate
      aria-busy={isSubmitting || undefined}
      className="space-y-8 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-3">
        <p className="text-sm text-stone-600">{t('gpsRequest.form.requiredNote')}</p>
        {missingRequired && <Alert tone="error">{t('messages.requiredFields')}</Alert>}
      </div>
      <GpsVehicleFields state={state} />
      <GpsContactFields state={state} />
      <GpsInstallationFields state={state} />
      <div className="space-y-3 border-t border-stone-100 pt-6">
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button
          type="submit"
          className="w-full px-6 py-3 text-base sm:w-auto"
          disabled={isSubmitting}
        >
          {isSubmitting ? t('gpsRequest.form.submitting') : t('gpsRequest.form.submit')}
        </Button>
        <p className="text-sm text-stone-600">{t('gpsRequest.form.noPayment')}</p>
      </div>
    </form>
  );
}
