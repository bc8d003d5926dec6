import * as React from 'react';
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { downloadFile } from '@/lib/download-file';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

type DownloadState = { phase: 'idle' } | { phase: 'preparing' } | { phase: 'failed'; message: string };

/**
 * A file the server makes when asked (a PDF or Word export, a report, a worksheet, a package), as a link styled as a
 * button. A click fetches it in the page: a spinner and "Preparing…" while it is made and downloaded, announced to
 * screen readers, then the browser's download; if it fails, the reason in words under the link. The link keeps its
 * address, so opening it in a new tab still works, and ignores clicks while a download is under way.
 */
export function DownloadLink({
  href,
  label,
  preparingLabel,
  fileName,
  failedMessage,
  icon: Icon,
  isDisabled = false,
  variant = 'outline',
  size,
  className,
}: {
  href: string;
  label: string;
  /** What the link says while the file is made, e.g. "Preparing the PDF…". */
  preparingLabel: string;
  /** Used when the server does not name the file. */
  fileName: string;
  /** Shown when the server gives no reason of its own. */
  failedMessage: string;
  icon?: LucideIcon;
  isDisabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [state, setState] = React.useState<DownloadState>({ phase: 'idle' });
  const controller = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => controller.current?.abort(), []);
  const isPreparing = state.phase === 'preparing';

  async function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    // A new tab or window asked for with a modifier key is the browser's to open.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (isPreparing) return;
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'preparing' });
    try {
      await downloadFile(href, { fallbackName: fileName, failedMessage, signal: current.signal });
      setState({ phase: 'idle' });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setState({ phase: 'failed', message: error instanceof Error && error.message ? error.message : failedMessage });
    }
  }

  const content = (
    <>
      {isPreparing ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : Icon && <Icon aria-hidden="true" />}
      {isPreparing ? preparingLabel : label}
    </>
  );
  return (
    <span className={cn('inline-flex flex-col gap-1', className)}>
      {isDisabled ? (
        <Button type="button" variant={variant} size={size} disabled>
          {content}
        </Button>
      ) : (
        <Button asChild variant={variant} size={size} className={cn(isPreparing && 'cursor-progress')}>
          <a href={href} download onClick={(event) => void handleClick(event)} aria-disabled={isPreparing || undefined} aria-busy={isPreparing || undefined}>
            {content}
          </a>
        </Button>
      )}
      <span role="status" className="sr-only">
        {isPreparing ? preparingLabel : ''}
      </span>
      {state.phase === 'failed' && (
        <span role="alert" className="max-w-xs whitespace-normal text-xs text-destructive">
          {state.message}
        </span>
      )}
    </span>
  );
}
