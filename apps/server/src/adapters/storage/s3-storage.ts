import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertValidKey, ObjectNotFoundError, type ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services other than AWS (MinIO, R2, a local test server). */
  endpoint?: string;
  /** Both or neither; without them the SDK's default chain (env, profile, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // GetObject answers NoSuchKey; HeadObject has no body, so the SDK can only call it NotFound.
  return error.name === 'NoSuchKey' || error.name === 'NotFound';
}

async function mapNotFound<T>(key: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isNotFound(error)) throw new ObjectNotFoundError(key, { cause: error });
    throw error;
  }
}

/** Keeps objects in an S3 bucket (AWS or any S3-compatible service). */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket, endpoint } = options;
  const isAws = !endpoint;
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const client = new S3Client({
    region: options.region,
    endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Many S3-compatible services do not understand the CRC checksums the SDK adds by default
    // since 3.729; send and check them only where the operation requires it, except on AWS.
    ...(isAws ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  });

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          // Other S3-compatible services vary in what they accept here; AWS always does.
          ...(isAws ? { ServerSideEncryption: 'AES256' as const } : {}),
        }),
      );
    },

    async get(key) {
      assertValidKey(key);
      return mapNotFound(key, async () => {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) throw new Error(`S3 returned no body for "${key}"`);
        return response.Body.transformToByteArray();
      });
    },

    async stream(key) {
      assertValidKey(key);
      return mapNotFound(key, async () => {
        // The size comes from the same response as the body, so the two always agree.
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) throw new Error(`S3 returned no body for "${key}"`);
        const body = response.Body.transformToWebStream() as ReadableStream<Uint8Array>;
        if (response.ContentLength === undefined) {
          await body.cancel();
          throw new Error(`S3 returned no Content-Length for "${key}"`);
        }
        return { body, size: response.ContentLength };
      });
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
