export * from './dates';
export * from './buckets';
export * from './range';
export * from './compare';
export * from './definitions';
