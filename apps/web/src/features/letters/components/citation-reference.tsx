import { getAuthority, pinnedCitation, type Authority } from '@acclaim/domain/authorities';
import { citationText } from '@acclaim/domain/letter';
import { Tooltip } from '@/components/ui/tooltip';

const findAuthority = (id: string): Authority | null => {
  try {
    return getAuthority(id);
  } catch {
    return null;
  }
};

/** The case name of a decision ("Kazarian v. USCIS"), italic in print as in the exported letter; none for statutes and rules. */
const caseName = (authority: Authority) =>
  authority.kind === 'court' || authority.kind === 'precedent' ? (/^(.+?), (?=\d|No\. )/.exec(authority.citation)?.[1] ?? null) : null;

/**
 * A legal citation, printed from the closed library as the export prints it (with the library's pinpoint when it
 * carries one), set apart by a dotted rule; hovering it shows what the authority stands for and, for a decision
 * such as a district court's, what it binds. An id outside the library shows as the filing check names it.
 */
export function CitationReference({ authorityId, pin }: { authorityId: string; pin?: string }) {
  const authority = findAuthority(authorityId);
  if (!authority) {
    return <cite className="rounded-sm bg-destructive-soft px-0.5 not-italic text-destructive">{citationText(authorityId)}</cite>;
  }
  const citation = pinnedCitation(authority, pin);
  const name = caseName(authority);
  const rest = name && citation.startsWith(name) ? citation.slice(name.length) : null;
  return (
    <Tooltip
      content={
        <span className="block max-w-xs space-y-1 font-sans">
          <span className="block font-semibold">{authority.shortName}</span>
          {authority.propositions[0] && <span className="block">{authority.propositions[0]}</span>}
          {authority.scope && <span className="block">{authority.scope}</span>}
          <span className="block opacity-80">From Acclaim’s library of verified authorities</span>
        </span>
      }
    >
      <cite data-authority={authority.id} className="not-italic underline decoration-primary/40 decoration-dotted decoration-1 underline-offset-4">
        {rest !== null ? (
          <>
            <i>{name}</i>
            {rest}
          </>
        ) : (
          citation
        )}
      </cite>
    </Tooltip>
  );
}
