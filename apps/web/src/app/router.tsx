import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@kodesha/domain';
import { RootLayout } from './layout/root-layout';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';

/** Each screen loads on first visit, so a phone on slow data downloads only what it shows. */
function screen<M>(load: () => Promise<M>, name: keyof M) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Screen />;
}

const guarded = (element: ReactNode, roles?: readonly Role[]) => (
  <RequireRole roles={roles}>{element}</RequireRole>
);

const accountPage = screen(() => import('./screens/account-screen'), 'AccountScreen');
const ownerDashboard = screen(
  () => import('./screens/owner-dashboard-screen'),
  'OwnerDashboardScreen',
);
const ownerMessages = screen(
  () => import('@/features/chat/pages/owner-messages-page'),
  'OwnerMessagesPage',
);
const driverDashboard = screen(
  () => import('./screens/driver-dashboard-screen'),
  'DriverDashboardScreen',
);
const adminDashboard = screen(() => import('@/features/admin/pages/admin-page'), 'AdminPage');

/**
 * Every route of spec §2 that has its screen. Screens of later issues (tickets, GPS, the rest of admin) join here when they are built;
 * until then their paths fall to the catch-all and go home, never to a fake screen.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            element: screen(() => import('./screens/home-screen'), 'HomeScreen'),
          },
          {
            path: 'cars',
            element: screen(() => import('@/features/cars/pages/car-list-page'), 'CarListPage'),
          },
          {
            path: 'cars/:id',
            element: screen(() => import('./screens/car-detail-screen'), 'CarDetailScreen'),
          },
          {
            path: 'cars/:id/book',
            element: screen(() => import('./screens/book-car-screen'), 'BookCarScreen'),
          },
          {
            path: 'drivers',
            element: screen(
              () => import('@/features/drivers/pages/driver-list-page'),
              'DriverListPage',
            ),
          },
          {
            path: 'drivers/:id',
            element: screen(() => import('./screens/driver-detail-screen'), 'DriverDetailScreen'),
          },
          {
            path: 'drivers/:id/book',
            element: screen(() => import('./screens/book-driver-screen'), 'BookDriverScreen'),
          },
          {
            path: 'booking/:id',
            element: guarded(
              screen(
                () => import('@/features/bookings/pages/booking-detail-page'),
                'BookingDetailPage',
              ),
            ),
          },
          // Chat screens check the session themselves: signed out, they say why (spec §2).
          {
            path: 'chat',
            element: screen(() => import('@/features/chat/pages/chat-page'), 'ChatPage'),
          },
          { path: 'owner/messages', element: ownerMessages },
          { path: 'owner/chats', element: ownerMessages },
          {
            path: 'login',
            element: screen(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
          },
          {
            path: 'signup',
            element: screen(() => import('@/features/auth/pages/signup-page'), 'SignupPage'),
          },
          { path: 'account', element: guarded(accountPage, ['client']) },
          { path: 'account/bookings', element: guarded(accountPage, ['client']) },
          {
            path: 'account/edit-profile',
            element: guarded(
              screen(() => import('@/features/account/pages/edit-profile-page'), 'EditProfilePage'),
            ),
          },
          {
            path: 'account/verification',
            element: guarded(
              screen(
                () => import('@/features/account/pages/verification-page'),
                'VerificationPage',
              ),
              ['client'],
            ),
          },
          { path: 'owner', element: guarded(ownerDashboard, ['owner']) },
          { path: 'owner/dashboard', element: guarded(ownerDashboard, ['owner']) },
          {
            path: 'owner/add-car',
            element: guarded(
              screen(() => import('@/features/owner/pages/add-car-page'), 'AddCarPage'),
              ['owner'],
            ),
          },
          {
            path: 'owner/edit-car/:id',
            element: guarded(
              screen(() => import('@/features/owner/pages/edit-car-page'), 'EditCarPage'),
              ['owner'],
            ),
          },
          {
            path: 'owner/bookings',
            element: guarded(
              screen(
                () => import('@/features/bookings/pages/owner-bookings-page'),
                'OwnerBookingsPage',
              ),
              ['owner'],
            ),
          },
          { path: 'driver', element: guarded(driverDashboard, ['driver']) },
          {
            path: 'driver/bookings',
            element: guarded(
              screen(
                () => import('@/features/bookings/pages/driver-bookings-page'),
                'DriverBookingsPage',
              ),
              ['driver'],
            ),
          },
          { path: 'driver/dashboard', element: guarded(driverDashboard, ['driver']) },
          {
            path: 'driver/register',
            element: guarded(
              screen(
                () => import('@/features/driver/pages/driver-register-page'),
                'DriverRegisterPage',
              ),
              ['driver'],
            ),
          },
          {
            path: 'driver/profile',
            element: guarded(
              screen(
                () => import('@/features/driver/pages/driver-profile-page'),
                'DriverProfilePage',
              ),
              ['driver'],
            ),
          },
          { path: 'admin', element: guarded(adminDashboard, ['admin']) },
          { path: 'admin/dashboard', element: guarded(adminDashboard, ['admin']) },
          {
            path: 'terms',
            element: screen(() => import('@/features/legal/pages/terms-page'), 'TermsPage'),
          },
          {
            path: 'privacy',
            element: screen(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage'),
          },
          {
            path: 'faq',
            element: screen(() => import('@/features/legal/pages/faq-page'), 'FaqPage'),
          },
          {
            path: 'help',
            element: screen(() => import('@/features/legal/pages/help-page'), 'HelpPage'),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
