export * from './front-matter';
export * from './faq';
export * from './site';
export * from './text';
