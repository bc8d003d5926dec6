import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Secrets never reach the log, whatever object they travel in.
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.authorization', 'headers.cookie', 'accessToken'],
      censor: '[Redacted]',
    },
  });
}
