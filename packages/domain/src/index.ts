export * from './roles';
export * from './plans';
