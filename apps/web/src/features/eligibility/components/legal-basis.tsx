import { getAuthority, type Authority } from '@acclaim/domain/authorities';

/**
 * The authorities a finding rests on, as the closed library words them. This file is only reached from the
 * lazily loaded eligibility and demo screens, so the library never weighs on the public pages.
 */
export function resolveAuthorities(ids: readonly string[]): Authority[] {
  const seen = new Set<string>();
  const found: Authority[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    try {
      found.push(getAuthority(id));
    } catch {
      // An id the library does not know is skipped; the finding's `rule` still names its regulation.
    }
  }
  return found;
}

export function LegalBasis({ rule, authorityIds }: { rule: string; authorityIds: readonly string[] }) {
  const authorities = resolveAuthorities(authorityIds);
  // The rule is usually one of the authorities; it is named on its own only when it is not.
  const isRuleListed = authorities.some((authority) => authority.citation === rule);
  return (
    <div className="space-y-3">
      {!isRuleListed && (
        <p className="text-sm">
          <span className="text-muted-foreground">Rule applied: </span>
          <cite className="not-italic">{rule}</cite>
        </p>
      )}
      {authorities.length > 0 && (
        <ul className="space-y-2">
          {authorities.map((authority) => (
            <li key={authority.id} className="rounded-md border border-border bg-surface p-3 text-sm">
              <cite className="font-medium not-italic">{authority.citation}</cite>
              {authority.propositions[0] && <p className="mt-1 text-muted-foreground">{authority.propositions[0]}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The short names of a reason's authorities on a line of their own, e.g. "Authorities: Kazarian · 8 C.F.R. §
 * 204.5(h)(3)(iv)", in the interface's type like the other notes under a finding (a block, so nothing before it,
 * such as a "Show more" button, runs into it).
 */
export function AuthorityNames({ ids }: { ids: readonly string[] }) {
  const authorities = resolveAuthorities(ids);
  if (authorities.length === 0) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {authorities.length === 1 ? 'Authority: ' : 'Authorities: '}
      {authorities.map((authority) => authority.shortName).join(' · ')}
    </p>
  );
}
