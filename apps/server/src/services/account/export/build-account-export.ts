import type { AuthContext } from '../../../lib/auth/sessions';
import type { AppDeps } from '../../../lib/context';
import { collectAccountExport } from './collect-account-export';
import { exportReadme } from './export-readme';
import { toReadableStream, zipStream, type ZipEntry } from './zip-stream';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface AccountExportDownload {
  fileName: string;
  /** The files' bytes plus the text written, for a progress bar; the ZIP's own size differs a little. */
  estimatedBytes: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * The account's data as a ZIP: README.txt, account.json, billing.json, one JSON per case and every uploaded
 * original under documents/<case>/. The rows are read first (one consistent moment per table); the stored files
 * are then copied into the archive while it streams to the browser.
 */
export async function buildAccountExport(deps: AppDeps, auth: AuthContext): Promise<AccountExportDownload> {
  const data = await collectAccountExport(deps, auth);
  const { exportedAt } = data;
  const texts = {
    readme: exportReadme(data, auth.user.email),
    account: json(data.account),
    billing: json(data.billing),
  };
  const caseJson = data.cases.map((entry) => json(entry.data));
  const estimatedBytes =
    [texts.readme, texts.account, texts.billing, ...caseJson].reduce((sum, text) => sum + Buffer.byteLength(text), 0) +
    data.cases.reduce((sum, entry) => sum + entry.files.reduce((total, file) => total + file.sizeBytes, 0), 0);

  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { path: 'README.txt', text: texts.readme, modifiedAt: exportedAt };
    yield { path: 'account.json', text: texts.account, modifiedAt: exportedAt };
    yield { path: 'billing.json', text: texts.billing, modifiedAt: exportedAt };
    for (const [index, entry] of data.cases.entries()) {
      const missing = new Set<string>();
      for (const file of entry.files) {
        yield {
          path: file.path,
          modifiedAt: file.modifiedAt,
          open: async () => {
            try {
              return (await deps.storage.stream(file.storageKey)).body;
            } catch (error) {
              missing.add(file.documentId);
              throw error;
            }
          },
        };
      }
      // Written after its files, so a file storage could not give is marked as missing in its document.
      const text =
        missing.size === 0
          ? caseJson[index]!
          : json({
              ...entry.data,
              documents: entry.data.documents.map((doc) => (missing.has(doc.id as string) ? { ...doc, fileInExport: null, fileMissing: true } : doc)),
            });
      yield { path: entry.jsonPath, text, modifiedAt: exportedAt };
    }
  }

  const log = deps.logger.child({ userId: auth.user.id });
  const chunks = zipStream(entries(), (path, error) => log.warn({ err: error, path }, 'account export: a stored file could not be read; marked as missing'));
  return {
    fileName: `acclaim-export-${exportedAt.toISOString().slice(0, 10)}.zip`,
    estimatedBytes,
    body: toReadableStream(chunks, (error) => log.error({ err: error }, 'account export: the archive stopped part-way')),
  };
}
