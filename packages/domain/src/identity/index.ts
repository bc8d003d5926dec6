export * from './check-identity';
export { foldWord, parseKnownName, type KnownName } from './person-names';
