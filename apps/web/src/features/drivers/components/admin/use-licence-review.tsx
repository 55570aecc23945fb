import type { AdminDriverView, LicenceDecision } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LicenceViewer } from '@/components/licence-viewer';
import { toast } from '@/lib/toasts';
import { useAdminVerifyDriverLicence } from '../../api/admin-verify-driver-licence';
import { isPending } from './driver-badges';
import { useFailureText } from '@/lib/use-message';

/**
 * A driver's licence under review (rules §3.4, §8.8): the shared viewer, Approve and Reject
 * while it is pending, and the spec's toasts. `viewer` goes once on the screen; `view`
 * opens it on a driver; `decide` decides from a list without it.
 */
export function useLicenceReview() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const verify = useAdminVerifyDriverLicence();
  const [shown, setShown] = useState<AdminDriverView>();

  const decide = (driver: AdminDriverView, status: LicenceDecision) =>
    verify.mutate(
      { id: driver.id, status },
      {
        onSuccess: () => {
          toast.success(
            t(
              status === 'verified'
                ? 'messages.driverLicenceVerified'
                : 'messages.driverLicenceRejected',
            ),
          );
          setShown(undefined);
        },
        onError: (error) =>
          toast.error(
            failureText(
              error,
              t(
                status === 'verified'
                  ? 'messages.driverLicenceVerifyFailed'
                  : 'messages.driverLicenceRejectFailed',
              ),
            ),
          ),
      },
    );

  const viewer = (
    <LicenceViewer
      open={shown !== undefined}
      onClose={() => setShown(undefined)}
      holderName={shown?.name ?? ''}
      imagePath={shown?.license_image_url ?? null}
      canDecide={shown !== undefined && isPending(shown)}
      busy={verify.isPending}
      onDecide={(status) => shown && decide(shown, status)}
    />
  );

  return {
    view: (driver: AdminDriverView) => setShown(driver),
    decide,
    /** The driver whose licence is being decided, if any. */
    deciding: verify.isPending ? verify.variables?.id : undefined,
    viewer,
  };
}
