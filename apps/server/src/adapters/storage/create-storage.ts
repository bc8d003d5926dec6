import path from 'node:path';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

export interface StorageEnv {
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/** S3 when S3_BUCKET is set; otherwise files under DATA_DIR/uploads. */
export function createStorage(env: StorageEnv): ObjectStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
}
