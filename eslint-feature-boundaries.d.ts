import type { ESLint } from 'eslint';

/** The web app's feature-boundaries rule (eslint-feature-boundaries.js), typed for its test. */
declare const plugin: ESLint.Plugin;
export default plugin;
