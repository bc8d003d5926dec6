import type { TEvidenceItem } from '@acclaim/contracts';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { countOf } from '@/lib/format';
import { ConfidenceMeter } from './confidence-meter';

/** How clearly the item was read and how it compares with the public record, with the differences when it does not match. */
export function EvidenceItemVerification({ item }: { item: TEvidenceItem }) {
  // Publications are checked against scholarly records, so their state always shows; other kinds only once checked.
  const showsVerification = item.type === 'publication' || item.verification !== 'unverified';
  const check = item.verificationDetails;

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ConfidenceMeter confidence={item.confidence} />
        {showsVerification && <VerificationBadge state={item.verification} />}
        {item.verification === 'verified' && check?.citationCount != null && (
          <span className="text-xs text-muted-foreground">{countOf(check.citationCount, 'citation')}</span>
        )}
      </div>
      {item.verification === 'mismatch' && check && check.differences.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-warning" aria-label="Differences from the public record">
          {check.differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      )}
    </>
  );
}
