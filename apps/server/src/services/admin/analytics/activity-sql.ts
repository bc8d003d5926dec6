import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assessments, cases, chatUsage, documents, letters, sessions } from '../../../db/schema/index';
import { dayStart } from './analytics-sql';

/**
 * Every moment the database remembers an account doing something, as rows of (user_id, at): the start and the
 * latest use of each sign-in session (the only two uses a session keeps), each upload, assessment request, letter
 * and chat day. Used for "seen again" retention and active accounts; see ACTIVITY_DEFINITION in packages/domain.
 * `since` keeps the union to the instants that can matter.
 */
export function activitySince(since: string): SQL {
  const after = (at: SQL | AnyPgColumn) => sql`${at} >= ${since}::timestamptz`;
  return sql`(
    select ${sessions.userId} as user_id, ${sessions.createdAt} as at from ${sessions} where ${after(sessions.createdAt)}
    union all
    select ${sessions.userId}, ${sessions.lastUsedAt} from ${sessions} where ${after(sessions.lastUsedAt)}
    union all
    select ${cases.ownerId}, ${documents.createdAt} from ${documents} join ${cases} on ${cases.id} = ${documents.caseId} where ${after(documents.createdAt)}
    union all
    select ${assessments.requestedBy}, ${assessments.createdAt} from ${assessments} where ${after(assessments.createdAt)}
    union all
    select ${letters.requestedBy}, ${letters.createdAt} from ${letters} where ${after(letters.createdAt)}
    union all
    select ${chatUsage.userId}, ${dayStart(chatUsage.day)} from ${chatUsage} where ${chatUsage.queries} > 0 and ${after(dayStart(chatUsage.day))}
  ) as activity`;
}
