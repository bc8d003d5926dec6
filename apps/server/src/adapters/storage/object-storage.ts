/**
 * Stores uploaded files by key. The embedded default keeps them under DATA_DIR/uploads; with
 * S3_BUCKET set they live in an S3-compatible bucket. Keys are made by the server
 * (`cases/<uuid>/<uuid>`), never taken from a user.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Throws ObjectNotFoundError when the key holds nothing. */
  get(key: string): Promise<Uint8Array>;
  /** Throws ObjectNotFoundError when the key holds nothing. */
  stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number }>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class ObjectNotFoundError extends Error {
  readonly key: string;

  constructor(key: string, options?: { cause?: unknown }) {
    super(`No stored object under key "${key}"`, options);
    this.name = 'ObjectNotFoundError';
    this.key = key;
  }
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key ${JSON.stringify(key)}: expected lowercase segments of [a-z0-9-] joined by "/"`);
    this.name = 'InvalidObjectKeyError';
  }
}

// Non-empty segments of [a-z0-9-] joined by single slashes: no dots (so no "." or ".."), no leading,
// trailing or doubled slash, no backslash, no upper case. Nothing can escape the root folder or
// address a different S3 object than the one named.
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const MAX_KEY_LENGTH = 512;

/** Throws InvalidObjectKeyError unless the key is one the server could have generated. */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new InvalidObjectKeyError(key);
  }
}
