export * from './schema';
export { letterSentences, blockParagraphs, type LocatedSentence, type SentenceLocation } from './walk';
export {
  citationText,
  exhibitReference,
  runsText,
  sentenceText,
  paragraphText,
  sectionToPlainText,
  letterToPlainText,
  countWords,
  estimatePages,
  WORDS_PER_PAGE,
} from './plain-text';
export {
  checkLetter,
  type ExhibitIdentityHold,
  type FilingCheckContext,
  type IssueLocation,
  type LetterExhibit,
  type LetterIssue,
  type LetterIssueKind,
  type VerifiedNumber,
} from './filing-check';
export { composeLetter, type ComposeOptions } from './compose';
export { cutLetter, type LetterCut } from './cut';
export { reconcileBlocks, splitRuns } from './reconcile-edit';
