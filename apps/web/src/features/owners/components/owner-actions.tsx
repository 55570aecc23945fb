import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Where an owner goes from the dashboard (rules §2.10), GPS tracker request included (rules §7.2). */
export function OwnerActions() {
  const { t } = useTranslation();
  const actions = [
    { to: paths.addCar, label: t('owner.addCar') },
    { to: paths.ownerBookings, label: t('owner.manageBookings') },
    { to: paths.ownerMessages, label: t('owner.messages') },
    { to: paths.ownerGpsRequest, label: t('owner.requestGps') },
  ];
  return (
    <nav aria-label={t('owner.actions')} className="w-full sm:w-auto">
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {actions.map((action, index) => (
          <li key={action.to}>
            <ButtonLink
              to={action.to}
              variant={index === 0 ? 'primary' : 'secondary'}
              className="w-full sm:w-auto"
            >
              {action.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
