import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk; the spinner shows while the first one arrives.
const notOpenYet = () => import('./routes/app/not-open-yet');

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: () => import('./routes/public/home') },
          { path: paths.login, lazy: () => import('./routes/auth/login') },
          { path: paths.forgotPassword, lazy: () => import('./routes/auth/forgot-password') },
          { path: paths.authCallback, lazy: () => import('./routes/auth/auth-callback') },
          { path: paths.googleCallback, lazy: () => import('./routes/auth/google-callback') },
          { path: paths.devMailbox, lazy: () => import('./routes/dev/mailbox') },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.dashboard, lazy: () => import('./routes/app/dashboard') },
              ...[
                paths.onboarding,
                paths.documents,
                paths.eligibility,
                paths.coverLetter,
                paths.finalize,
                paths.chat,
                paths.billing,
                paths.billingSuccess,
                paths.billingCancel,
              ].map((path) => ({ path, lazy: notOpenYet })),
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
