export * from './common';
export * from './auth';
export * from './public-site';
export * from './evidence';
export * from './cases';
export * from './assessments';
export * from './letters';
export * from './billing';
