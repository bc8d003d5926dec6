import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local-storage';
import { InvalidObjectKeyError, ObjectNotFoundError, type ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';
import { S3_TEST_BUCKET as BUCKET, startS3Server } from '../../test/s3-server';

interface Harness {
  name: string;
  start(): Promise<ObjectStorage>;
  stop(): Promise<void>;
}

function localHarness(): Harness {
  let dir = '';
  return {
    name: 'local',
    async start() {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'acclaim-uploads-'));
      return createLocalStorage(path.join(dir, 'uploads'));
    },
    stop: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

function s3Harness(): Harness {
  let server: Awaited<ReturnType<typeof startS3Server>> | undefined;
  return {
    name: 's3',
    async start() {
      server = await startS3Server();
      return createS3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: server.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
    },
    stop: async () => server?.stop(),
  };
}

const newKey = () => `cases/${randomUUID()}/${randomUUID()}`;

function allByteValues(): Uint8Array {
  return Uint8Array.from({ length: 256 }, (_, index) => index);
}

/** 5 MB that are not a repeating pattern, so misplaced chunks would show. */
function fiveMegabytes(): Uint8Array {
  const bytes = new Uint8Array(5 * 1024 * 1024);
  let state = 0x12345678;
  for (let index = 0; index < bytes.length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

// Compare as Buffers: equal bytes, and vitest prints a short diff if not.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

describe.each([localHarness(), s3Harness()])('$name object storage', (harness) => {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await harness.start();
  });
  afterAll(() => harness.stop());

  it('reports its kind', () => {
    expect(storage.kind).toBe(harness.name);
  });

  it('round-trips every byte value', async () => {
    const key = newKey();
    const bytes = allByteValues();
    await storage.put(key, bytes, 'application/octet-stream');
    const back = await storage.get(key);
    expect(back).toBeInstanceOf(Uint8Array);
    expect(back.byteLength).toBe(256);
    expect(asBuffer(back).equals(asBuffer(bytes))).toBe(true);
  });

  it('round-trips a 5 MB buffer', async () => {
    const key = newKey();
    const bytes = fiveMegabytes();
    await storage.put(key, bytes, 'application/pdf');
    const back = await storage.get(key);
    expect(back.byteLength).toBe(bytes.byteLength);
    expect(asBuffer(back).equals(asBuffer(bytes))).toBe(true);
  });

  it('round-trips an empty object', async () => {
    const key = newKey();
    await storage.put(key, new Uint8Array(0), 'text/plain');
    expect((await storage.get(key)).byteLength).toBe(0);
    expect(await storage.exists(key)).toBe(true);
  });

  it('streams the same bytes and reports their size', async () => {
    for (const bytes of [allByteValues(), fiveMegabytes()]) {
      const key = newKey();
      await storage.put(key, bytes, 'application/octet-stream');
      const { body, size } = await storage.stream(key);
      expect(body).toBeInstanceOf(ReadableStream);
      expect(size).toBe(bytes.byteLength);
      const back = await readAll(body);
      expect(asBuffer(back).equals(asBuffer(bytes))).toBe(true);
    }
  });

  it('lets a reader cancel a stream part-way', async () => {
    const key = newKey();
    await storage.put(key, fiveMegabytes(), 'application/octet-stream');
    const { body } = await storage.stream(key);
    const reader = body.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    // The object is still readable afterwards.
    expect((await storage.get(key)).byteLength).toBe(5 * 1024 * 1024);
  });

  it('replaces an object put again under the same key', async () => {
    const key = newKey();
    await storage.put(key, new TextEncoder().encode('first version, longer'), 'text/plain');
    await storage.put(key, new TextEncoder().encode('second'), 'text/plain');
    expect(new TextDecoder().decode(await storage.get(key))).toBe('second');
  });

  it('exists before delete and not after; delete of a missing key is fine', async () => {
    const key = newKey();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, allByteValues(), 'application/octet-stream');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('throws ObjectNotFoundError for get and stream of a missing key', async () => {
    const key = newKey();
    await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.stream(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await storage.put(key, allByteValues(), 'application/octet-stream');
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('treats a prefix of stored keys as missing, not as an object', async () => {
    const folder = `cases/${randomUUID()}`;
    await storage.put(`${folder}/${randomUUID()}`, allByteValues(), 'application/octet-stream');
    expect(await storage.exists(folder)).toBe(false);
    await expect(storage.get(folder)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.stream(folder)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  const badKeys = [
    '../x',
    '/abs',
    'a//b',
    'A B',
    '',
    'a/',
    'cases/../../etc/passwd',
    'cases/./x',
    'cases\\x',
    'Cases/x',
    'cases/x.pdf',
    'cases/x\0',
    'cases/é',
    `cases/${'a'.repeat(600)}`,
  ];
  it.each(badKeys)('refuses the key %j in every operation', async (key) => {
    const bytes = allByteValues();
    await expect(storage.put(key, bytes, 'application/octet-stream')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.stream(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });
});

describe('local object storage on disk', () => {
  let dir: string;
  let root: string;
  let storage: ObjectStorage;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'acclaim-uploads-'));
    root = path.join(dir, 'uploads');
    storage = createLocalStorage(root);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  const modeOf = async (target: string) => (await fs.stat(target)).mode & 0o777;

  it('creates files with mode 0600 and folders with mode 0700', async () => {
    const caseId = randomUUID();
    const fileId = randomUUID();
    await storage.put(`cases/${caseId}/${fileId}`, allByteValues(), 'application/octet-stream');
    const file = path.join(root, 'cases', caseId, fileId);
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(path.join(root, 'cases', caseId))).toBe(0o700);
    expect(await modeOf(path.join(root, 'cases'))).toBe(0o700);
    expect(await modeOf(root)).toBe(0o700);
  });

  it('keeps the previous file whole and leaves no temp file when the final rename fails', async () => {
    const caseId = randomUUID();
    const key = `cases/${caseId}/${randomUUID()}`;
    await storage.put(key, new TextEncoder().encode('original'), 'text/plain');

    const rename = vi.spyOn(fs, 'rename').mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    await expect(storage.put(key, fiveMegabytes(), 'application/octet-stream')).rejects.toThrow('disk full');
    expect(rename).toHaveBeenCalledOnce();

    expect(new TextDecoder().decode(await storage.get(key))).toBe('original');
    expect(await fs.readdir(path.join(root, 'cases', caseId))).toEqual([key.split('/')[2]]);
  });

  it('leaves no partial file when the write itself fails', async () => {
    const caseId = randomUUID();
    const key = `cases/${caseId}/${randomUUID()}`;
    // A file where the case folder should be: mkdir fails, nothing is written anywhere.
    await fs.mkdir(path.join(root, 'cases'), { recursive: true });
    await fs.writeFile(path.join(root, 'cases', caseId), 'in the way');
    await expect(storage.put(key, allByteValues(), 'application/octet-stream')).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('cleans up the temp file when the target cannot be replaced', async () => {
    // A non-empty folder where the file should go: the temp file is written, the rename fails.
    const caseId = randomUUID();
    const key = `cases/${caseId}/${randomUUID()}`;
    const target = path.join(root, ...key.split('/'));
    await fs.mkdir(path.join(target, 'child'), { recursive: true });
    await expect(storage.put(key, fiveMegabytes(), 'application/octet-stream')).rejects.toThrow();
    expect(await fs.readdir(path.join(root, 'cases', caseId))).toEqual([path.basename(target)]);
    expect((await fs.stat(target)).isDirectory()).toBe(true);
  });

  it('never writes outside its root', async () => {
    const before = await fs.readdir(dir);
    await expect(storage.put('../escaped', allByteValues(), 'text/plain')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    expect(await fs.readdir(dir)).toEqual(before);
  });
});

describe('s3 object storage specifics', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let raw: S3Client;
  beforeAll(async () => {
    server = await startS3Server();
    raw = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    raw.destroy();
    await server.stop();
  });

  const storageFor = (bucket: string) =>
    createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  it('stores the content type with the object', async () => {
    const key = newKey();
    await storageFor(BUCKET).put(key, allByteValues(), 'application/pdf');
    const head = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(256);
  });

  it('does not mistake a missing bucket for a missing object', async () => {
    const storage = storageFor('no-such-bucket');
    const error = await storage.get(newKey()).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ObjectNotFoundError);
    expect((error as Error).name).toBe('NoSuchBucket');
  });

  it('refuses half a pair of credentials', () => {
    expect(() => createS3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint: server.endpoint, accessKeyId: 'S3RVER', forcePathStyle: true })).toThrow(
      /must be set together/,
    );
  });
});

describe('createStorage', () => {
  const base = { DATA_DIR: '/tmp/acclaim-data', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false };

  it('keeps files under DATA_DIR/uploads without S3_BUCKET', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'acclaim-data-'));
    try {
      const storage = createStorage({ ...base, DATA_DIR: dir });
      expect(storage.kind).toBe('local');
      const key = newKey();
      await storage.put(key, allByteValues(), 'application/octet-stream');
      expect((await fs.stat(path.join(dir, 'uploads', ...key.split('/')))).size).toBe(256);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const server = await startS3Server();
    try {
      const storage = createStorage({
        ...base,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: true,
      });
      expect(storage.kind).toBe('s3');
      const key = newKey();
      await storage.put(key, allByteValues(), 'application/octet-stream');
      expect(await storage.exists(key)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
