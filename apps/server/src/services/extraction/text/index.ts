export { detectUploadType, type DetectedUploadType } from './detect-upload-type';
export { DocumentReadError, isDocumentReadError } from './document-read-error';
export { extractText, type ExtractedText, type ExtractionMethod, type ExtractTextOptions } from './extract-text';
export { normalizeText } from './normalize-text';
