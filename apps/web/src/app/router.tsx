import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';

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
          { index: true, lazy: () => import('./routes/home') },
          { path: 'cars', lazy: () => import('./routes/car-list') },
          { path: 'cars/:id', lazy: () => import('./routes/car-detail') },
          { path: 'cars/:id/book', lazy: () => import('./routes/book-car') },
          { path: 'drivers', lazy: () => import('./routes/driver-list') },
          { path: 'drivers/:id', lazy: () => import('./routes/driver-detail') },
          { path: 'drivers/:id/book', lazy: () => import('./routes/book-driver') },
          { path: 'ticket-booking', lazy: () => import('./routes/ticket-booking') },
          // Signed out, it says so and offers Log In (rules §6.6: 'Please Log In').
          { path: 'my-ticket-bookings', lazy: () => import('./routes/my-ticket-bookings') },
          // Chat screens check the session themselves: signed out, they say why.
          { path: 'chat', lazy: () => import('./routes/chat') },
          { path: 'owner/messages', lazy: () => import('./routes/owner-messages') },
          { path: 'owner/chats', lazy: () => import('./routes/owner-messages') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'faq', lazy: () => import('./routes/faq') },
          { path: 'help', lazy: () => import('./routes/help') },
          {
            // Any signed-in role.
            element: <RequireRole />,
            children: [
              { path: 'booking/:id', lazy: () => import('./routes/booking-detail') },
              { path: 'account/edit-profile', lazy: () => import('./routes/edit-profile') },
              { path: 'account/change-password', lazy: () => import('./routes/change-password') },
            ],
          },
          {
            element: <RequireRole roles={['client']} />,
            children: [
              { path: 'account', lazy: () => import('./routes/account') },
              { path: 'account/bookings', lazy: () => import('./routes/account') },
              { path: 'account/verification', lazy: () => import('./routes/verification') },
            ],
          },
          {
            element: <RequireRole roles={['owner']} />,
            children: [
              { path: 'owner', lazy: () => import('./routes/owner-dashboard') },
              { path: 'owner/dashboard', lazy: () => import('./routes/owner-dashboard') },
              { path: 'owner/add-car', lazy: () => import('./routes/add-car') },
              { path: 'owner/edit-car/:id', lazy: () => import('./routes/edit-car') },
              { path: 'owner/bookings', lazy: () => import('./routes/owner-bookings') },
              { path: 'owner/gps-request', lazy: () => import('./routes/gps-request') },
            ],
          },
          {
            element: <RequireRole roles={['driver']} />,
            children: [
              { path: 'driver', lazy: () => import('./routes/driver-dashboard') },
              { path: 'driver/dashboard', lazy: () => import('./routes/driver-dashboard') },
              { path: 'driver/bookings', lazy: () => import('./routes/driver-bookings') },
              { path: 'driver/register', lazy: () => import('./routes/driver-register') },
              { path: 'driver/profile', lazy: () => import('./routes/driver-profile') },
            ],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              { path: 'admin', lazy: () => import('./routes/admin') },
              { path: 'admin/dashboard', lazy: () => import('./routes/admin') },
              { path: 'admin/users', lazy: () => import('./routes/admin-users') },
              { path: 'admin/cars', lazy: () => import('./routes/admin-cars') },
              { path: 'admin/drivers', lazy: () => import('./routes/admin-drivers') },
              { path: 'admin/bookings', lazy: () => import('./routes/admin-bookings') },
              { path: 'admin/gps-requests', lazy: () => import('./routes/admin-gps-requests') },
              { path: 'admin/revenue', lazy: () => import('./routes/admin-revenue') },
              {
                path: 'admin/ticket-bookings',
                lazy: () => import('./routes/admin-ticket-bookings'),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
