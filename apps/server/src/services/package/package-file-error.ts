/** A file that cannot go into the package as it is; the message is written for the user and printed on its placeholder page. */
export class PackageFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PackageFileError';
  }
}
