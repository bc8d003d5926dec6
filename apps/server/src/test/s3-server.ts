import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'acclaim-test';

/** A real S3-compatible server (s3rver) on loopback with one bucket, its files in a fresh temp folder. */
export async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'acclaim-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = (await server.run()) as AddressInfo;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    /** The server's storage settings for a bucket reached at `endpoint` (this server, or a proxy before it). */
    envFor: (endpoint: string) => ({
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
