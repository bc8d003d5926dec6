import type { useUploadQueue } from '../hooks/use-upload-queue';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UploadDropzone } from './upload-dropzone';
import { UploadResults } from './upload-results';

export function UploadPanel({ uploads, onShowDocument }: { uploads: ReturnType<typeof useUploadQueue>; onShowDocument: (documentId: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add documents</CardTitle>
        <CardDescription>Each file is stored privately and read for evidence as soon as it arrives.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <UploadDropzone onFiles={uploads.addFiles} />
        <UploadResults
          entries={uploads.entries}
          announcements={uploads.announcements}
          onCancel={uploads.cancel}
          onDismiss={uploads.dismiss}
          onClearFinished={uploads.clearFinished}
          onShowDocument={onShowDocument}
        />
      </CardContent>
    </Card>
  );
}
