export * from './roles';
export * from './plans';
export * from './evidence';
export * from './progress';
