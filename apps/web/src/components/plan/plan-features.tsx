import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A plan's features as a checked list, the same on Pricing, Billing and the success page. */
export function PlanFeatures({ features, label, className }: { features: readonly string[]; label?: string; className?: string }) {
  return (
    <ul className={cn('text-sm', className)} aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
