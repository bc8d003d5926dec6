import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Said wherever money would move, so no one mistakes the local test provider for a real charge. */
export function TestModeBadge() {
  return (
    <Badge tone="warning">
      <FlaskConical aria-hidden="true" /> Test mode — no real payments
    </Badge>
  );
}
