import { NavLink } from 'react-router';
import type { AdminRole } from '@acclaim/domain';
import { cn } from '@/lib/utils';
import { adminNavigationFor, isNavGroup, type AdminNavLink } from '../admin-navigation';

function NavItem({ link, onNavigate, isNested = false }: { link: AdminNavLink; onNavigate?: () => void; isNested?: boolean }) {
  const Icon = link.icon;
  return (
    <NavLink
      to={link.to}
      end={link.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          isNested && 'pl-9',
          isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      {!isNested && <Icon className="size-4" aria-hidden="true" />}
      {link.label}
    </NavLink>
  );
}

/** The admin area's own menu: only the screens this role may open (the shared permissions table decides). */
export function AdminNav({ role, onNavigate }: { role: AdminRole; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {adminNavigationFor(role).map((entry) =>
        isNavGroup(entry) ? (
          <li key={entry.label}>
            <span className="flex items-center gap-3 px-3 py-2 text-sm font-medium text-foreground">
              <entry.icon className="size-4" aria-hidden="true" />
              {entry.label}
            </span>
            <ul className="flex flex-col gap-1" aria-label={entry.label}>
              {entry.links.map((link) => (
                <li key={link.to}>
                  <NavItem link={link} onNavigate={onNavigate} isNested />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.to}>
            <NavItem link={entry} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}
