import { CreditCard, FileCheck2, FileText, Gauge, MessagesSquare, PenLine, Scale } from 'lucide-react';
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
