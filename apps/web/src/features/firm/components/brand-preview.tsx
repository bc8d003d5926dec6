import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { brandStyle } from '../brand-colors';
import { BrandMark } from './brand-mark';

/** The top of the client's portal as it will look with these settings, updated while the colour is being chosen. */
export function BrandPreview({
  firmName,
  logoUrl,
  color,
  hideAcclaimBranding,
}: {
  firmName: string;
  logoUrl: string | null;
  color: string;
  hideAcclaimBranding: boolean;
}) {
  return (
    <figure className="space-y-2" aria-labelledby="brand-preview-caption">
      <figcaption id="brand-preview-caption" className="text-sm font-medium">
        Preview of your clients’ portal
      </figcaption>
      <div style={brandStyle(color)} className="overflow-hidden rounded-lg border border-border">
        <div className="flex h-14 items-center justify-between gap-3 border-b border-border bg-background px-4">
          <BrandMark brand={{ firmName, logoUrl, hideAcclaimBranding }} />
          <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-primary" />
        </div>
        <div className="space-y-3 bg-surface p-4">
          <p className="text-sm text-muted-foreground">Welcome to your case portal. Upload your documents to get started.</p>
          {/* A picture of a button, not one to press. */}
          <span className={cn(buttonVariants(), 'pointer-events-none')}>Upload documents</span>
        </div>
      </div>
    </figure>
  );
}
