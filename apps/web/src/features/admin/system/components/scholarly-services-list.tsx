import type { TScholarlyCheck } from '@acclaim/contracts';
import { SystemStatusBadge } from './system-status-badge';

/** Each scholarly service on its own line, since one can be down while the others answer. */
export function ScholarlyServicesList({ services }: { services: TScholarlyCheck['services'] }) {
  return (
    <ul className="space-y-2 text-sm" aria-label="Scholarly services">
      {services.map((service) => (
        <li key={service.service} className="flex flex-col gap-1 rounded-md border border-border p-2">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">{service.name}</span>
            <SystemStatusBadge status={service.status} />
          </div>
          <span className="break-words text-xs text-muted-foreground">{service.detail}</span>
        </li>
      ))}
    </ul>
  );
}
