export * from './schema';
export {
  FORM_FACTS_CHECKED_ON,
  OFFICIAL_PAGES,
  OFFICIAL_SOURCES,
  OFFICIAL_SOURCE_HOSTS,
  checkSentence,
  formatAsOf,
  isUncertain,
  officialSourceLine,
  officialSourceName,
  type FormFact,
  type NoteRef,
  type OfficialSource,
  type OfficialSourceId,
  type ReliabilityMark,
} from './sources';
export { recommendedForms, FORM_IDS, type FormId, type RecommendedForm } from './recommended';
export { I140_PARTS, i140Fields, type FieldRequirement, type I140Field, type I140Part } from './i140-parts';
export { suggestSocCode, type SocSuggestion } from './soc-codes';
export { prefillI140, type FieldIssue, type FieldSource, type FieldValue, type I140Prefill, type PrefilledField, type PrefilledPart } from './prefill';
export {
  FEES_AS_OF,
  FEES_AS_OF_LABEL,
  FEE_FIGURES,
  FEE_PAYMENT_FACTS,
  PAYMENT_METHOD_FACTS,
  PREMIUM_PROCESSING_BUSINESS_DAYS,
  WHERE_TO_FILE,
  asylumProgramFee,
  feeFigure,
  feeSummary,
  i140FilingFee,
  premiumProcessingFee,
  type FeeFigure,
  type FeeSummary,
} from './fees';
export { formsProgress } from './progress';
export { g28Worksheet, G28_FACTS, type G28Field, type G28Fix, type G28FixPlace, type G28Input, type G28Section, type G28Worksheet } from './g28';
