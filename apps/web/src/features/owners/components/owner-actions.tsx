import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * Where an owner goes from the dashboard (rules §2.10). GPS request
 * (/owner/gps-request) joins this list when its screen exists: linked before that, it
 * would fall to the router's catch-all and bounce the owner home.
 */
export function OwnerActions() {
  const { t } = useTranslation();
  const actions = [
    { to: paths.addCar, label: t('owner.addCar') },
    { to: paths.ownerBookings, label: t('owner.manageBookings') },
    { to: paths.ownerMessages, label: t('owner.messages') },
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
