import type { Context } from 'hono';
import { requireAuth } from '../lib/auth/guards';
import type { AppBindings } from '../lib/context';
import { getCaseForUser } from '../services/cases/case-access';

/**
 * The signed-in caller and the case named by the path's {caseId}. A case the caller may not open answers 404, the
 * same as one that does not exist, so ids cannot be probed.
 */
export async function requireCase(c: Context<AppBindings>) {
  const auth = requireAuth(c);
  const caseRow = await getCaseForUser(c.var.deps.database.db, auth.user, c.req.param('caseId') ?? '');
  return { ...auth, caseRow };
}
