import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertValidKey, ObjectNotFoundError, type ObjectStorage } from './object-storage';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // ENOTDIR: a parent segment is a file, so nothing can be stored below it.
  // EISDIR: the key names a folder of other keys, not an object.
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Keeps objects as files under rootDir (DATA_DIR/uploads), one file per key. */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);
  const pathOf = (key: string) => objectPath(root, key);

  return {
    kind: 'local',

    async put(key, bytes) {
      await writeAtomically(root, pathOf(key), bytes);
    },

    async get(key) {
      const { handle } = await openForReading(key, pathOf(key));
      try {
        const buffer = await handle.readFile();
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } finally {
        await handle.close();
      }
    },

    async stream(key) {
      // Opening first makes a missing key fail here rather than later inside the stream; the
      // stream owns the handle from now on and closes it when it ends, fails or is cancelled.
      const { handle, size } = await openForReading(key, pathOf(key));
      const nodeStream = handle.createReadStream();
      return { body: Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>, size };
    },

    async delete(key) {
      const file = pathOf(key);
      try {
        await fs.unlink(file);
      } catch (error) {
        if (isMissing(error)) return;
        // unlink of a folder fails with EPERM on Linux; a folder is not an object, so nothing to delete.
        const stats = await fs.stat(file).catch(() => undefined);
        if (stats && !stats.isFile()) return;
        throw error;
      }
    },

    async exists(key) {
      const file = pathOf(key);
      try {
        return (await fs.stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

function objectPath(root: string, key: string): string {
  assertValidKey(key);
  const target = path.resolve(root, ...key.split('/'));
  // Belt and braces: the key pattern already rules this out.
  if (!target.startsWith(root + path.sep)) throw new Error(`Object key escapes the storage root: ${key}`);
  return target;
}

async function openForReading(key: string, file: string) {
  try {
    const handle = await fs.open(file, 'r');
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
      return { handle, size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  } catch (error) {
    if (isMissing(error)) throw new ObjectNotFoundError(key, { cause: error });
    throw error;
  }
}

async function writeAtomically(root: string, file: string, bytes: Uint8Array) {
  const dir = path.dirname(file);
  await fs.mkdir(root, { recursive: true, mode: DIR_MODE });
  await fs.mkdir(dir, { recursive: true, mode: DIR_MODE });
  // Write beside the target, then rename: readers see the old file or the whole new one, never
  // a partial write. The dot in the temp name keeps it outside the key space.
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  let isWritten = false;
  try {
    const handle = await fs.open(temp, 'wx', FILE_MODE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
    isWritten = true;
  } finally {
    if (!isWritten) await fs.rm(temp, { force: true }).catch(() => undefined);
  }
}
