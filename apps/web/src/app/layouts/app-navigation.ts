import { CreditCard, FileCheck2, FileText, Gauge, ListChecks, MessagesSquare, PenLine, Scale, Users } from 'lucide-react';
import type { TFirmContext } from '@acclaim/contracts';
import { paths } from '@/config/paths';

/** Every signed-in screen of spec §2, in the order a case moves through them. */
export const APP_NAVIGATION = [
  { to: paths.dashboard, label: 'Dashboard', icon: Gauge },
  { to: paths.documents, label: 'Documents', icon: FileText },
  { to: paths.eligibility, label: 'Eligibility', icon: Scale },
  { to: paths.coverLetter, label: 'Cover Letter', icon: PenLine },
  { to: paths.finalize, label: 'Finalize', icon: FileCheck2 },
  { to: paths.chat, label: 'Chat', icon: MessagesSquare },
  { to: paths.billing, label: 'Billing', icon: CreditCard },
] as const;

export type AppNavigationItem = { to: string; label: string; icon: (typeof APP_NAVIGATION)[number]['icon'] };

/**
 * A firm's client in their portal: what the client does themself (documents, the setup questions, reading the
 * letter, asking questions). The assessment, filing and the plan are the firm's to run.
 */
const PORTAL_NAVIGATION: readonly AppNavigationItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: Gauge },
  { to: paths.documents, label: 'Documents', icon: FileText },
  { to: paths.onboarding, label: 'Setup questions', icon: ListChecks },
  { to: paths.coverLetter, label: 'Cover Letter', icon: PenLine },
  { to: paths.chat, label: 'Chat', icon: MessagesSquare },
];

/** The menu for who is signed in: firm staff start from their clients; a portal client sees their own case's screens. */
export function appNavigationFor(context: TFirmContext | null | undefined): readonly AppNavigationItem[] {
  if (context?.portal) return PORTAL_NAVIGATION;
  if (context?.membership) return [{ to: paths.firm, label: 'Clients', icon: Users }, ...APP_NAVIGATION];
  return APP_NAVIGATION;
}
