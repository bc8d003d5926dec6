export * from './users';
export * from './sessions';
export * from './one-time-tokens';
export * from './oauth-accounts';
export * from './mail-outbox';
export * from './rate-limits';
export * from './search-documents';
export * from './contact-messages';
