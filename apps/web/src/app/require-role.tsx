import type { Role } from '@kodesha/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * A real guard (rules §9.2), as the layout route of the screens it guards: signed-out
 * visitors go to /login?next=…, the wrong role sees Access Denied, any signed-in user
 * when no `roles` are given. The server checks the same rules on every call.
 */
export function RequireRole({ roles }: { roles?: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (roles && !roles.includes(session.user.role)) return <AccessDenied />;
  return <Outlet />;
}
