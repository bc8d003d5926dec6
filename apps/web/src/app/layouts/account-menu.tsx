import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

type AccountMenuProps = {
  isStaff: boolean;
  /** Whether the firm context is still loading: until then nobody is offered to set up a firm. */
  isContextPending: boolean;
  /** A firm's client in the firm's portal. */
  isPortal: boolean;
};

/** The signed-in person's initials in the header, opening their account, firm and billing pages and logging out. */
export function AccountMenu({ isStaff, isContextPending, isPortal }: AccountMenuProps) {
  const { user, logout } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function handleLogout() {
    await logout();
    queryClient.clear(); // nothing of this account stays in memory for the next one
    navigate(paths.login, { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Account menu for ${user?.name ?? ''}`}>
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
            {initials(user?.name ?? '')}
          </span>
          <span className="hidden max-w-40 truncate text-sm sm:inline">{user?.name}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium">{user?.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.account)}>Account</DropdownMenuItem>
        {isStaff && <DropdownMenuItem onSelect={() => navigate(paths.firmSettings)}>Firm settings</DropdownMenuItem>}
        {isStaff && <DropdownMenuItem onSelect={() => navigate(paths.firmMembers)}>Members</DropdownMenuItem>}
        {/* Attorneys start here: /firm offers to set a firm up when the account has none. */}
        {!isContextPending && !isStaff && !isPortal && <DropdownMenuItem onSelect={() => navigate(paths.firm)}>Set up a firm</DropdownMenuItem>}
        {/* The firm runs a client's plan; billing is not theirs to manage. */}
        {!isPortal && <DropdownMenuItem onSelect={() => navigate(paths.billing)}>Billing</DropdownMenuItem>}
        {user?.adminRole && <DropdownMenuItem onSelect={() => navigate(paths.admin)}>Admin area</DropdownMenuItem>}
        <DropdownMenuItem onSelect={() => void handleLogout()}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
