export * from './roles';
export * from './plans';
export * from './billing';
export * from './evidence';
export * from './progress';
export * from './assessment/schema';
export * from './assessment/labels';
