import { Megaphone, Wrench } from 'lucide-react';
import { useSiteStatus } from '@/lib/site-status';

/**
 * The banners a SUPER_ADMIN sets on /admin/settings, under the header of every public and signed-in page: maintenance
 * mode with its message, and the announcement. Nothing shows while the status loads or if it cannot be read.
 */
export function SiteNotices() {
  const status = useSiteStatus();
  const maintenance = status.data?.maintenance;
  const announcement = status.data?.announcement;
  return (
    // A live region from the start, so a banner that appears while the page is open is read out. No status role:
    // the page's own status messages (a form's "sent") stay the only ones.
    <div aria-live="polite" data-testid="site-notices">
      {maintenance?.isOn && (
        <div className="border-b border-warning/30 bg-warning-soft" data-testid="maintenance-banner">
          <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm text-warning sm:px-6">
            <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Maintenance in progress.</strong> {maintenance.message}
            </span>
          </p>
        </div>
      )}
      {announcement && (
        <div className="border-b border-primary/20 bg-primary-soft" data-testid="announcement-banner">
          <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm text-primary sm:px-6">
            <Megaphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{announcement}</span>
          </p>
        </div>
      )}
    </div>
  );
}
