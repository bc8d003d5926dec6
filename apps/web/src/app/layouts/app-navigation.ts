import { CreditCard, FileCheck2, FileText, Gauge, ListChecks, MessagesSquare, PenLine, Scale, Users } from 'lucide-react';
import type { TFirmContext } from '@acclaim/contracts';
import type { WorkspaceScope } from '@/features/firm/use-workspace-scope';
import { paths } from '@/config/paths';

/** Every signed-in screen, in the order a case moves through them. */
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

/** The menu entry of one of the screens above. */
const screen = (to: (typeof APP_NAVIGATION)[number]['to']): AppNavigationItem => APP_NAVIGATION.find((item) => item.to === to)!;

/**
 * A firm's client in their portal: what the client does themself (documents, the setup questions, reading the
 * letter, asking questions). The assessment, filing and the plan are the firm's to run.
 */
const PORTAL_NAVIGATION: readonly AppNavigationItem[] = [
  screen(paths.dashboard),
  screen(paths.documents),
  { to: paths.onboarding, label: 'Setup questions', icon: ListChecks },
  screen(paths.coverLetter),
  screen(paths.chat),
];

/** A run of the menu, under a heading when it is about one case (a client's, or the person's own petition). */
export type AppNavigationGroup = { label: string | null; items: readonly AppNavigationItem[] };

/** The screens of one case, without the plan (Billing is the account's, not the case's). */
const CASE_SCREENS: readonly AppNavigationItem[] = APP_NAVIGATION.filter((item) => item.to !== paths.billing);
const CLIENTS: AppNavigationItem = { to: paths.firm, label: 'Clients', icon: Users };
const BILLING = screen(paths.billing);

/**
 * The menu for who is signed in. A portal client sees their own case's screens; a self-petitioner, today's menu.
 * The firm's side (staff, and attorneys, agents and paralegals) starts from Clients, then the open case's screens
 * under whose case it is (a client's, or "My own petition", never the two mixed), then Billing.
 */
export function appNavigationFor(context: TFirmContext | null | undefined, scope: WorkspaceScope = { kind: 'own' }): readonly AppNavigationGroup[] {
  if (context?.portal) return [{ label: null, items: PORTAL_NAVIGATION }];
  if (scope.kind === 'own') return [{ label: null, items: APP_NAVIGATION }];
  const { activeCase } = scope;
  const caseGroup: AppNavigationGroup[] =
    activeCase.kind === 'client'
      ? [{ label: `${activeCase.firmCase.clientName}’s case`, items: CASE_SCREENS }]
      : activeCase.kind === 'own-petition'
        ? [{ label: 'My own petition', items: CASE_SCREENS }]
        : [];
  return [{ label: null, items: [CLIENTS] }, ...caseGroup, { label: null, items: [BILLING] }];
}
