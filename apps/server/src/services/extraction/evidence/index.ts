export { createEvidenceExtractor, type EvidenceExtractorEnv } from './create-evidence-extractor';
export { finalizeDrafts, type EvidenceExtractor, type ExtractInput } from './evidence-extractor';
export { createLlmExtractor, type LlmExtractorOptions, type LlmProvider } from './llm-extractor';
export { createOfflineExtractor, extractOffline } from './offline-extractor';
