import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';
import { i18n } from './i18n';

/**
 * A screen's module, once the words it registered have arrived in the language shown
 * (rules §9.15): a French reader never sees a screen in English while its part loads.
 */
const screen =
  <Module,>(load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const module = await load();
    await i18n.ready();
    return module;
  };

/**
 * Every screen, each a route module in `./routes` loaded on first visit (a phone on slow
 * data downloads only what it shows). A module exports `Component`; a public page's also
 * exports `handle`, a `ServerPage` that fills its data and head when the server renders it
 * (rules §9.16). The browser's router is made in `main.tsx`, the server's in
 * `ssr/entry-server.tsx`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <RootLayout loading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('./routes/home')) },
          { path: 'cars', lazy: screen(() => import('./routes/car-list')) },
          { path: 'cars/:id', lazy: screen(() => import('./routes/car-detail')) },
          { path: 'cars/:id/book', lazy: screen(() => import('./routes/book-car')) },
          { path: 'drivers', lazy: screen(() => import('./routes/driver-list')) },
          { path: 'drivers/:id', lazy: screen(() => import('./routes/driver-detail')) },
          { path: 'drivers/:id/book', lazy: screen(() => import('./routes/book-driver')) },
          { path: 'ticket-booking', lazy: screen(() => import('./routes/ticket-booking')) },
          // Signed out, it says so and offers Log In (rules §6.6: 'Please Log In').
          { path: 'my-ticket-bookings', lazy: screen(() => import('./routes/my-ticket-bookings')) },
          // Chat screens check the session themselves: signed out, they say why.
          { path: 'chat', lazy: screen(() => import('./routes/chat')) },
          { path: 'owner/messages', lazy: screen(() => import('./routes/owner-messages')) },
          { path: 'owner/chats', lazy: screen(() => import('./routes/owner-messages')) },
          { path: 'login', lazy: screen(() => import('./routes/login')) },
          { path: 'signup', lazy: screen(() => import('./routes/signup')) },
          { path: 'forgot-password', lazy: screen(() => import('./routes/forgot-password')) },
          { path: 'reset-password', lazy: screen(() => import('./routes/reset-password')) },
          { path: 'terms', lazy: screen(() => import('./routes/terms')) },
          { path: 'privacy', lazy: screen(() => import('./routes/privacy')) },
          { path: 'faq', lazy: screen(() => import('./routes/faq')) },
          { path: 'help', lazy: screen(() => import('./routes/help')) },
          {
            // Any signed-in role.
            element: <RequireRole />,
            children: [
              { path: 'booking/:id', lazy: screen(() => import('./routes/booking-detail')) },
              { path: 'notifications', lazy: screen(() => import('./routes/notifications')) },
              {
                path: 'account/verify-phone',
                lazy: screen(() => import('./routes/verify-phone')),
              },
              { path: 'account/edit-profile', lazy: screen(() => import('./routes/edit-profile')) },
              {
                path: 'account/change-password',
                lazy: screen(() => import('./routes/change-password')),
              },
            ],
          },
          {
            element: <RequireRole roles={['client']} />,
            children: [
              { path: 'account', lazy: screen(() => import('./routes/account')) },
              { path: 'account/bookings', lazy: screen(() => import('./routes/account')) },
              { path: 'account/verification', lazy: screen(() => import('./routes/verification')) },
            ],
          },
          {
            element: <RequireRole roles={['owner']} />,
            children: [
              { path: 'owner', lazy: screen(() => import('./routes/owner-dashboard')) },
              { path: 'owner/dashboard', lazy: screen(() => import('./routes/owner-dashboard')) },
              { path: 'owner/add-car', lazy: screen(() => import('./routes/add-car')) },
              { path: 'owner/edit-car/:id', lazy: screen(() => import('./routes/edit-car')) },
              {
                path: 'owner/calendar/:id',
                lazy: screen(() => import('./routes/owner-car-calendar')),
              },
              { path: 'owner/bookings', lazy: screen(() => import('./routes/owner-bookings')) },
              { path: 'owner/gps-request', lazy: screen(() => import('./routes/gps-request')) },
            ],
          },
          {
            element: <RequireRole roles={['driver']} />,
            children: [
              { path: 'driver', lazy: screen(() => import('./routes/driver-dashboard')) },
              { path: 'driver/dashboard', lazy: screen(() => import('./routes/driver-dashboard')) },
              { path: 'driver/bookings', lazy: screen(() => import('./routes/driver-bookings')) },
              { path: 'driver/register', lazy: screen(() => import('./routes/driver-register')) },
              { path: 'driver/profile', lazy: screen(() => import('./routes/driver-profile')) },
            ],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              { path: 'admin', lazy: screen(() => import('./routes/admin')) },
              { path: 'admin/dashboard', lazy: screen(() => import('./routes/admin')) },
              { path: 'admin/users', lazy: screen(() => import('./routes/admin-users')) },
              {
                path: 'admin/calendar/:type/:id',
                lazy: screen(() => import('./routes/admin-calendar')),
              },
              { path: 'admin/cars', lazy: screen(() => import('./routes/admin-cars')) },
              { path: 'admin/drivers', lazy: screen(() => import('./routes/admin-drivers')) },
              { path: 'admin/bookings', lazy: screen(() => import('./routes/admin-bookings')) },
              {
                path: 'admin/gps-requests',
                lazy: screen(() => import('./routes/admin-gps-requests')),
              },
              { path: 'admin/revenue', lazy: screen(() => import('./routes/admin-revenue')) },
              {
                path: 'admin/ticket-bookings',
                lazy: screen(() => import('./routes/admin-ticket-bookings')),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
