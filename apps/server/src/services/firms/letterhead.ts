import { createHash } from 'node:crypto';
import type { CaseRow, FirmRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { brandOfCase } from './firm-access';
import { logoSize } from './logo-size';

export interface LetterheadLogo {
  bytes: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg';
  /** Pixel size, for the proportions when the logo is scaled to the letterhead's height. */
  width: number;
  height: number;
}

/**
 * What a firm case's exports print at the top and put in their metadata: the petition letter (DOCX and PDF), the
 * package's transmittal letter, the G-28 worksheet and the assessment report.
 */
export interface FirmLetterhead {
  firmName: string;
  /** Under the name: the address on one line, then phone · email · website; lines with nothing are left out. */
  lines: string[];
  /** The firm's colour, for its name and the rule under the letterhead (checked dark enough on save). */
  color: string;
  logo: LetterheadLogo | null;
  /** White label on the firm's plan: the exports carry the firm's name where they would name Acclaim. */
  hideAcclaimBranding: boolean;
  /** Changes whenever anything printed changes, so a render cache keyed with it never serves an old letterhead. */
  version: string;
}

/** The software's name as the exports print it: Acclaim's, or the firm's own under white label. */
export const softwareName = (letterhead: Pick<FirmLetterhead, 'firmName' | 'hideAcclaimBranding'> | null): string =>
  letterhead?.hideAcclaimBranding ? letterhead.firmName : 'Acclaim';

const joined = (parts: readonly (string | null)[], separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/** "120 Main Street, Suite 400, Boston, MA 02110, United States" and "+1 617 555 0100 · office@… · https://…". */
export function letterheadLines(
  firm: Pick<FirmRow, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'phone' | 'email' | 'website'>,
): string[] {
  const address = joined([firm.addressLine1, firm.addressLine2, firm.city, joined([firm.state, firm.postalCode], ' '), firm.country], ', ');
  const contact = joined([firm.phone, firm.email, firm.website], ' · ');
  return [address, contact].filter(Boolean);
}

async function loadLogo(deps: Pick<AppDeps, 'storage' | 'logger'>, firm: FirmRow): Promise<LetterheadLogo | null> {
  const mimeType = firm.logoMimeType;
  if (!firm.logoKey || (mimeType !== 'image/png' && mimeType !== 'image/jpeg')) return null;
  try {
    const bytes = await deps.storage.get(firm.logoKey);
    const size = logoSize(bytes, mimeType);
    if (size) return { bytes, mimeType, ...size };
    deps.logger.warn({ firmId: firm.id }, 'the firm logo could not be read; exports go without it');
  } catch (error) {
    // A lost logo file must not stop an export: the letterhead prints the firm's name and address without it.
    deps.logger.warn({ err: error, firmId: firm.id }, 'the firm logo is missing from storage; exports go without it');
  }
  return null;
}

/** The letterhead of the firm running the case, or null for a self-petitioner's case. */
export async function loadLetterhead(deps: Pick<AppDeps, 'database' | 'storage' | 'logger'>, caseRow: Pick<CaseRow, 'firmId'>): Promise<FirmLetterhead | null> {
  const branded = await brandOfCase(deps.database.db, caseRow);
  if (!branded) return null;
  const { firm, brand } = branded;
  const lines = letterheadLines(firm);
  const logo = await loadLogo(deps, firm);
  const version = createHash('sha256')
    .update(JSON.stringify([firm.id, firm.name, lines, firm.primaryColor, firm.logoKey, logo !== null, brand.hideAcclaimBranding]))
    .digest('hex')
    .slice(0, 16);
  return { firmName: firm.name, lines, color: firm.primaryColor, logo, hideAcclaimBranding: brand.hideAcclaimBranding, version };
}
