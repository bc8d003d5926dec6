import { GoogleCallback } from '@/features/auth/components/google-callback';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Signing in with Google');
  return <GoogleCallback />;
}
