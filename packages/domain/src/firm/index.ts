export * from './roles';
export * from './case-status';
export * from './brand';
