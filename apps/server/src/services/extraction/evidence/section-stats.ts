/** How the lines of a section are laid out: which list marker dominates, and whether entries are paragraphs. */
import { classifyHeading, headingShaped } from './sections';
import { markdownHeading, markerOf, type Marker } from './line-shapes';
import type { Line } from './text';

export interface SectionStats {
  /** The marker most entries of the section start with, if one does. */
  dominant: Marker;
  /** Share of lines that start with a marker that counts (the dominant one or a bullet). */
  markerRatio: number;
  /** Most lines follow a blank line: each paragraph is an entry. */
  paragraphMode: boolean;
  /** Bullets sit under entries (an experience entry and its duties) rather than being the entries. */
  bulletsAsSub: boolean;
}

/**
 * Statistics of the section around line `from`: the section's last 60 lines seen so far plus up to 40 lines ahead,
 * stopping at the next heading. Looking ahead lets the first entries of a section be read like the rest.
 */
export function sectionStats(lines: Line[], from: number, sectionLines: Line[]): SectionStats {
  const all = [...sectionLines.slice(-60), ...lookAhead(lines, from)];
  const kinds = all.map((l) => markerOf(l.text));
  const numbered = kinds.filter((k) => k === 'numbered').length;
  const dated = kinds.filter((k) => k === 'dated').length;
  const bulletCount = kinds.filter((k) => k === 'bullet').length;
  const leadingBullets = kinds[0] === 'bullet' && bulletCount >= 2 && numbered + dated < bulletCount;
  const dominant: Marker = numbered >= 3 && numbered >= dated ? 'numbered' : dated >= 3 && dated > numbered ? 'dated' : leadingBullets ? 'bullet' : null;
  const markers = kinds.filter((k) => k !== null && (dominant === null || k === dominant || k === 'bullet')).length;
  const blanks = all.filter((l) => l.blankBefore).length;
  const bullets = all.filter((l) => markerOf(l.text) === 'bullet');
  const firstIsBullet = all[0] ? markerOf(all[0].text) === 'bullet' : false;
  return {
    dominant,
    markerRatio: all.length ? markers / all.length : 0,
    paragraphMode: all.length >= 2 && blanks / all.length >= 0.6,
    bulletsAsSub: bullets.length > 0 && !firstIsBullet && bullets.length < all.length * 0.9,
  };
}

function lookAhead(lines: Line[], from: number): Line[] {
  const window: Line[] = [];
  for (let j = from; j < lines.length && window.length < 40; j++) {
    const t = lines[j]!.text;
    if (markdownHeading(t) || (headingShaped(t) && classifyHeading(t))) break;
    window.push(lines[j]!);
  }
  return window;
}
