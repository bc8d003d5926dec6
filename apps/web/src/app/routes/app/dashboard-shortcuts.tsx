import { Link } from 'react-router';
import { FileText, MessagesSquare, PenLine, Scale } from 'lucide-react';
import { paths } from '@/config/paths';

const SHORTCUTS = [
  { to: paths.documents, label: 'Documents', icon: FileText },
  { to: paths.eligibility, label: 'Eligibility', icon: Scale },
  { to: paths.coverLetter, label: 'Cover letter', icon: PenLine },
  { to: paths.chat, label: 'Chat', icon: MessagesSquare },
];

/** Links to the main workspaces, at the foot of the dashboard. */
export function DashboardShortcuts() {
  return (
    <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {SHORTCUTS.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex items-center gap-3 rounded-lg border border-border bg-background p-4 text-sm font-medium shadow-sm hover:border-primary"
        >
          <Icon className="size-5 text-primary" aria-hidden="true" /> {label}
        </Link>
      ))}
    </nav>
  );
}
