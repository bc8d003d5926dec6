import * as React from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { AppNavigationGroup, AppNavigationItem } from './app-navigation';

function NavItems({ items, onNavigate }: { items: readonly AppNavigationItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            // Clients (/firm) is not also "current" on the firm's settings and members pages.
            end={to === paths.firm}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The menu's runs, a case's screens under whose case it is; the firm's side ends with the way to one's own petition. */
export function NavGroups({ groups, onNavigate, footer }: { groups: readonly AppNavigationGroup[]; onNavigate?: () => void; footer?: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, index) =>
        group.label ? (
          <div key={group.label} role="group" aria-labelledby={`${headingId}-${index}`}>
            <p id={`${headingId}-${index}`} className="truncate px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {group.label}
            </p>
            <NavItems items={group.items} onNavigate={onNavigate} />
          </div>
        ) : (
          <NavItems key={index} items={group.items} onNavigate={onNavigate} />
        ),
      )}
      {footer && <div className="border-t border-border pt-4">{footer}</div>}
    </div>
  );
}
