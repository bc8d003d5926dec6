import * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AppProvider } from '@/lib/app-context';
import { createQueryClient } from '@/lib/query-client';

/** `queryClient` is given when the page's data was asked for before the first render (prerendering, hydration). */
export function Providers({ children, queryClient: given }: { children: React.ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = React.useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppProvider>
          {children}
          <Toaster />
        </AppProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
