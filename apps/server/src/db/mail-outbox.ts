import { desc } from 'drizzle-orm';
import type { Db } from './client';
import { mailOutbox } from './schema/index';

export function findRecentMail(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
