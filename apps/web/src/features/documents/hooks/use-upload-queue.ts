import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FileRejection } from 'react-dropzone';
import { toast } from '@/components/ui/toast';
import type { TDocument } from '@acclaim/contracts';
import { caseProgressKey, documentsKey } from '../api/query-keys';
import { isPlanLimitError, uploadDocument } from '../api/upload-document';
import { findUploadProblem } from '../upload-rules';

/** Two at a time: quick for a handful of files, and the plan limit is met in the order files were chosen. */
const PARALLEL_UPLOADS = 2;
const KEPT_ANNOUNCEMENTS = 5;

export type UploadState =
  | { status: 'queued' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; documentId: string }
  | { status: 'failed'; message: string; isPlanLimit: boolean };

export type UploadEntry = { key: string; fileName: string; sizeBytes: number } & UploadState;

export interface Announcement {
  key: string;
  text: string;
}

let nextKey = 0;
const newKey = () => `upload-${++nextKey}`;

/** The list shown under the upload area, newest first, with each file's state. */
function useUploadEntries() {
  const [entries, setEntries] = React.useState<UploadEntry[]>([]);

  const setEntry = React.useCallback((key: string, state: UploadState) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { key, fileName: entry.fileName, sizeBytes: entry.sizeBytes, ...state } : entry)));
  }, []);

  const dismiss = React.useCallback((key: string) => setEntries((list) => list.filter((entry) => entry.key !== key)), []);

  const clearFinished = React.useCallback(() => setEntries((list) => list.filter((entry) => entry.status === 'queued' || entry.status === 'uploading')), []);

  return { entries, setEntries, setEntry, dismiss, clearFinished };
}

/** What a screen reader hears as files are uploaded or refused; the last few only. */
function useAnnouncements() {
  const [announcements, setAnnouncements] = React.useState<Announcement[]>([]);
  const announce = React.useCallback((text: string) => {
    setAnnouncements((list) => [...list, { key: newKey(), text }].slice(-KEPT_ANNOUNCEMENTS));
  }, []);
  return { announcements, announce };
}

/** A document just uploaded shows in the list at once; the refetch then brings the server's view. */
function useShowUploadedDocument(caseId: string) {
  const queryClient = useQueryClient();
  return React.useCallback(
    (document: TDocument) => {
      queryClient.setQueryData<TDocument[]>(documentsKey(caseId), (list) =>
        list && !list.some((item) => item.id === document.id) ? [document, ...list] : list,
      );
      void queryClient.invalidateQueries({ queryKey: documentsKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
    [caseId, queryClient],
  );
}

/** Files refused in the browser: one toast names the reason for a single file, or counts them. */
function reportRefused(added: readonly UploadEntry[]) {
  const refused = added.filter((entry) => entry.status === 'failed');
  if (refused.length === 1 && refused[0]?.status === 'failed') toast.error('Not uploaded', { description: refused[0].message });
  if (refused.length > 1) toast.error(`${refused.length} files were not uploaded`, { description: 'See the reasons under the upload area.' });
}

function reportBatchUploaded(count: number) {
  toast.success(count === 1 ? 'Document uploaded' : `${count} documents uploaded`, {
    description: 'Acclaim is reading them now and will suggest evidence for you to review.',
  });
}

type UploadReporters = {
  setEntry: (key: string, state: UploadState) => void;
  announce: (text: string) => void;
  onPlanLimit: (message: string) => void;
};

/** Sends one file with its progress and reports how it went; true once the document is uploaded. */
function useSendUpload(caseId: string, { setEntry, announce, onPlanLimit }: UploadReporters) {
  const handleUploaded = useShowUploadedDocument(caseId);

  return React.useCallback(
    async (key: string, file: File, signal: AbortSignal) => {
      setEntry(key, { status: 'uploading', progress: 0 });
      try {
        const document = await uploadDocument(caseId, file, (fraction) => setEntry(key, { status: 'uploading', progress: fraction * 100 }), { signal });
        setEntry(key, { status: 'done', documentId: document.id });
        announce(`${file.name} uploaded.`);
        handleUploaded(document);
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return false;
        const message = error instanceof Error ? error.message : `“${file.name}” could not be uploaded.`;
        const isPlanLimit = isPlanLimitError(error);
        setEntry(key, { status: 'failed', message, isPlanLimit });
        if (isPlanLimit) onPlanLimit(message);
        announce(`${file.name} was not uploaded. ${message}`);
        // Every file after the limit meets the same refusal: one toast says it once.
        toast.error('Upload failed', { description: message, ...(isPlanLimit ? { id: 'upload-plan-limit' } : {}) });
        return false;
      }
    },
    [announce, caseId, handleUploaded, onPlanLimit, setEntry],
  );
}

/**
 * The files the user chose on this visit: each sent in its own request with real progress, checked in
 * the browser first (the server decides in the end), and reported one by one.
 */
export function useUploadQueue(caseId: string) {
  const { entries, setEntries, setEntry, dismiss, clearFinished } = useUploadEntries();
  const { announcements, announce } = useAnnouncements();
  const [planLimitMessage, setPlanLimitMessage] = React.useState<string | null>(null);
  const waiting = React.useRef<{ key: string; file: File }[]>([]);
  const running = React.useRef(new Map<string, AbortController>());
  const workers = React.useRef(0);
  const uploadedInBatch = React.useRef(0);

  const sendUpload = useSendUpload(caseId, { setEntry, announce, onPlanLimit: setPlanLimitMessage });

  const uploadOne = React.useCallback(
    async ({ key, file }: { key: string; file: File }) => {
      const controller = new AbortController();
      running.current.set(key, controller);
      try {
        if (await sendUpload(key, file, controller.signal)) uploadedInBatch.current += 1;
      } finally {
        running.current.delete(key);
      }
    },
    [sendUpload],
  );

  /** A worker takes waiting files one after another until none is left; at most PARALLEL_UPLOADS run. */
  const startWorkers = React.useCallback(() => {
    while (workers.current < PARALLEL_UPLOADS && waiting.current.length > 0) {
      workers.current += 1;
      void (async () => {
        for (let next = waiting.current.shift(); next; next = waiting.current.shift()) await uploadOne(next);
        workers.current -= 1;
        if (workers.current === 0 && uploadedInBatch.current > 0) {
          const count = uploadedInBatch.current;
          uploadedInBatch.current = 0;
          reportBatchUploaded(count);
        }
      })();
    }
  }, [uploadOne]);

  const addFiles = React.useCallback(
    (accepted: readonly File[], rejected: readonly FileRejection[]) => {
      const chosen = [...accepted, ...rejected.map((rejection) => rejection.file)];
      const added: UploadEntry[] = chosen.map((file) => {
        const key = newKey();
        const problem = findUploadProblem(file) ?? (accepted.includes(file) ? null : `“${file.name}” cannot be uploaded.`);
        if (problem) {
          announce(`${file.name} was not uploaded. ${problem}`);
          return { key, fileName: file.name, sizeBytes: file.size, status: 'failed', message: problem, isPlanLimit: false };
        }
        waiting.current.push({ key, file });
        return { key, fileName: file.name, sizeBytes: file.size, status: 'queued' };
      });
      setEntries((list) => [...added, ...list]);
      reportRefused(added);
      startWorkers();
    },
    [announce, setEntries, startWorkers],
  );

  const cancel = React.useCallback(
    (key: string) => {
      waiting.current = waiting.current.filter((item) => item.key !== key);
      running.current.get(key)?.abort();
      setEntries((list) => list.filter((entry) => entry.key !== key));
    },
    [setEntries],
  );

  return { entries, announcements, planLimitMessage, addFiles, cancel, dismiss, clearFinished };
}
