import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CONTENT_PAGE_PATHS } from '@/content/content-queries';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './routes/route-error';
import { finalizeRoute } from './routes/app/finalize/routes';

// Each screen is its own chunk; the spinner shows while the first one arrives.
const contentPage = () => import('./routes/public/content-page');

export const routes: RouteObject[] = [
  {
    // New pages open at the top; Back returns to where the reader was.
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
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
          { path: paths.pricing, lazy: () => import('./routes/public/pricing') },
          { path: paths.contact, lazy: () => import('./routes/public/contact') },
          { path: paths.faq, lazy: () => import('./routes/public/faq') },
          { path: paths.blog, lazy: () => import('./routes/public/blog') },
          { path: '/blog/:id', lazy: () => import('./routes/public/blog-post') },
          { path: paths.search, lazy: () => import('./routes/public/search') },
          { path: paths.demo, lazy: () => import('./routes/public/demo') },
          ...CONTENT_PAGE_PATHS.map((path) => ({ path, lazy: contentPage })),
        ],
      },
      // An invitation wears the inviting firm's brand, so it has its own frame rather than the public layout.
      { path: paths.invitation(':token'), lazy: () => import('./routes/public/invite') },
      {
        element: <ProtectedRoute />,
        children: [
          {
            // The signed-in shell (menus, popovers) is its own chunk, so the public pages load without it.
            lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
            children: [
              { path: paths.dashboard, lazy: () => import('./routes/app/dashboard') },
              { path: paths.onboarding, lazy: () => import('./routes/app/onboarding') },
              { path: paths.documents, lazy: () => import('./routes/app/documents') },
              { path: paths.eligibility, lazy: () => import('./routes/app/eligibility') },
              { path: paths.coverLetter, lazy: () => import('./routes/app/cover-letter') },
              finalizeRoute,
              { path: paths.billing, lazy: () => import('./routes/app/billing') },
              { path: paths.billingSuccess, lazy: () => import('./routes/app/billing-success') },
              { path: paths.billingCancel, lazy: () => import('./routes/app/billing-cancel') },
              { path: paths.billingTestCheckout(':id'), lazy: () => import('./routes/app/billing-test-checkout') },
              { path: paths.chat, lazy: () => import('./routes/app/chat') },
              { path: paths.account, lazy: () => import('./routes/app/account') },
              { path: paths.firm, lazy: () => import('./routes/app/firm') },
              { path: paths.firmSettings, lazy: () => import('./routes/app/firm-settings') },
              { path: paths.firmMembers, lazy: () => import('./routes/app/firm-members') },
            ],
          },
        ],
      },
      {
        // The admin area guards itself: session, access check, two-factor, then each screen's minimum role.
        path: paths.admin,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          { index: true, lazy: () => import('./routes/admin/dashboard') },
          { path: paths.adminUsers, lazy: () => import('./routes/admin/users') },
          { path: paths.adminUser(':userId'), lazy: () => import('./routes/admin/user-details') },
          { path: paths.adminSubscriptions, lazy: () => import('./routes/admin/subscriptions') },
          { path: paths.adminAnalyticsRevenue, lazy: () => import('./routes/admin/analytics-revenue') },
          { path: paths.adminAnalyticsUsers, lazy: () => import('./routes/admin/analytics-users') },
          { path: paths.adminAnalyticsUsage, lazy: () => import('./routes/admin/analytics-usage') },
          { path: paths.adminAnalyticsTrends, lazy: () => import('./routes/admin/analytics-trends') },
          { path: paths.adminSystem, lazy: () => import('./routes/admin/system') },
          { path: paths.adminSettings, lazy: () => import('./routes/admin/settings') },
          { path: paths.adminAuditLog, lazy: () => import('./routes/admin/audit-log') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
