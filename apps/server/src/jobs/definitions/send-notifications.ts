import { z } from 'zod';
import { defineJob } from './define-job';

/** The sweep that sends the emails owed, on a schedule: it needs no data. */
export const sendNotificationsJob = defineJob('send-notifications', z.object({}));
