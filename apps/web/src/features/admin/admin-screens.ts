import { matchPath } from 'react-router';
import { ADMIN_SCREEN_CAPABILITIES, minimumRoleForScreen, type AdminRole, type AdminScreen } from '@acclaim/domain';

const SCREENS = Object.keys(ADMIN_SCREEN_CAPABILITIES) as AdminScreen[];

/** The admin screen of the permissions table that `pathname` opens, or null for an address outside it. */
export function adminScreenAt(pathname: string): AdminScreen | null {
  return SCREENS.find((screen) => matchPath({ path: screen, end: true }, pathname) !== null) ?? null;
}

/**
 * The lowest role that may open `pathname` (anyone lower is sent to /admin), read from the same table the server's guard uses,
 * so the screens and the API refuse the same people.
 */
export function minimumRoleAt(pathname: string): AdminRole | null {
  const screen = adminScreenAt(pathname);
  return screen ? minimumRoleForScreen(screen) : null;
}
