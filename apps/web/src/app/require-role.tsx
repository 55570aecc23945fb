import type { Role } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * A real guard (DESIGN §1.3): signed-out visitors go to /login?next=…, the wrong role
 * sees Access Denied. The server checks the same rules on every call.
 */
export function RequireRole({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (roles && !roles.includes(session.user.role)) return <AccessDenied />;
  return children;
}
