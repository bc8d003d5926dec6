/**
 * A document that cannot be read because of the file itself (a password, damage, an unsupported
 * encoding). The message is written for the user; retrying will not help.
 */
export class DocumentReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentReadError';
  }
}

export const isDocumentReadError = (error: unknown): error is DocumentReadError => error instanceof DocumentReadError;
