export * from './schema';
export { assessCase, ENGINE_VERSION } from './engine';
export { DEMO_PROFILE } from './demo-profile';
export { buildBenchProfile } from './bench-profile';
export { PROGRESS_POINTS, LEVEL_THRESHOLDS } from './levels';
export * from './standing';
export { assessmentInputFromRecords, type CaseRecord, type EvidenceRecord } from './input-from-records';
export { assessedItemNotes, assessedItemRef } from './documentation';
