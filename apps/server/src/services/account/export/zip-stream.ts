import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of the archive: text written from memory (compressed), or bytes copied from a stream as they are. */
export type ZipEntry = { path: string; text: string; modifiedAt: Date } | { path: string; open: () => Promise<ReadableStream<Uint8Array>>; modifiedAt: Date };

/**
 * Writes the entries into a ZIP one after another and yields its bytes as they are produced, so an archive of
 * many large uploads never sits in memory whole: at most one chunk of the file being copied does.
 * `open` may throw to skip a file (`onSkip` is told); a failure after a file began ends the archive with it.
 */
export async function* zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  onSkip: (path: string, error: unknown) => void,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else if (chunk.byteLength > 0) ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }

  for await (const entry of entries) {
    if ('text' in entry) {
      const file = new ZipDeflate(entry.path, { level: 6 });
      file.mtime = entry.modifiedAt;
      zip.add(file);
      file.push(new TextEncoder().encode(entry.text), true);
      yield* drain();
      continue;
    }
    let body: ReadableStream<Uint8Array>;
    try {
      body = await entry.open();
    } catch (error) {
      onSkip(entry.path, error);
      continue;
    }
    // Uploads are PDFs, images and Word files, compressed already; storing them keeps the export a copy.
    const file = new ZipPassThrough(entry.path);
    file.mtime = entry.modifiedAt;
    zip.add(file);
    const reader = body.getReader();
    let isFinished = false;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        file.push(value, false);
        yield* drain();
      }
      isFinished = true;
    } finally {
      // A download abandoned half-way closes the stored file's stream too.
      if (!isFinished) await reader.cancel().catch(() => undefined);
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** A web stream pulling from the generator, so a slow download slows the reading of storage rather than filling memory. */
export function toReadableStream(chunks: AsyncGenerator<Uint8Array>, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
