import * as React from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { CloudUpload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ACCEPTED_TYPES_TEXT, DROPZONE_ACCEPT, MAX_SIZE_TEXT } from '../upload-rules';

/**
 * Drop files anywhere on the area, click it, or use its button (the keyboard path: Tab, then Enter or
 * Space). The area itself is not a control, so the button is the one thing screen readers announce.
 * Files of other types still reach `onFiles` (as rejections) so each one gets its own explanation.
 */
export function UploadDropzone({ onFiles }: { onFiles: (accepted: File[], rejected: FileRejection[]) => void }) {
  const hintId = React.useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: onFiles,
    accept: DROPZONE_ACCEPT,
    multiple: true,
    noClick: true,
    noKeyboard: true,
  });
  return (
    <div
      {...getRootProps({ onClick: open })}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center sm:px-6 sm:py-10 transition-colors',
        isDragActive ? 'border-primary bg-primary-soft' : 'border-input bg-surface hover:border-primary/60',
      )}
    >
      <input {...getInputProps({ 'aria-describedby': hintId })} />
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <CloudUpload className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-medium">{isDragActive ? 'Drop the files to upload them' : 'Drag and drop files here'}</p>
      <Button
        type="button"
        variant="outline"
        aria-describedby={hintId}
        onClick={(event) => {
          event.stopPropagation(); // the area would open the picker a second time
          open();
        }}
      >
        Choose files
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {ACCEPTED_TYPES_TEXT}, {MAX_SIZE_TEXT}. You can choose several at once.
      </p>
    </div>
  );
}
