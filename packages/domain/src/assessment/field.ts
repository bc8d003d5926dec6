import type { AssessmentProfile } from './schema';

/**
 * What kind of occupation the person is in, read from the profile's field and role. It decides which
 * criteria "readily apply" (8 CFR 204.5(h)(4)): artistic exhibitions (vii) only to the arts, commercial
 * success (x) only to the performing arts, scholarly articles (vi) less naturally to artists and athletes.
 * Rules are tried in order: clinical and technical words first, so "thin-film research" or "high-performance
 * computing" are not read as performing arts.
 */
export type FieldKind = 'performing_arts' | 'visual_arts' | 'athletics' | 'medicine' | 'science' | 'engineering' | 'business' | 'unknown';

export interface FieldProfile {
  kind: FieldKind;
  isArtistic: boolean;
  isPerformingArts: boolean;
  isAthletic: boolean;
  /** Science, technology, engineering, mathematics or medicine (the STEM-focused guidance). */
  isStem: boolean;
}

const RULES: readonly (readonly [FieldKind, RegExp])[] = [
  ['medicine', /\b(physician|doctor\b|surgeon|surgery|medic|clinic|cardiolog|oncolog|neurolog|radiolog|patholog|pediatric|psychiatr|anesthes|nurs)/],
  [
    'science',
    /\b(research|scien|biolog|chemi|physic|bioinformat|genom|neuro|ecolog|mathemat|statistic|machine learning|artificial intelligence|\bai\b|data scien|computational|professor|postdoc|phd|astronom|geolog|epidemiolog|pharmac)/,
  ],
  [
    'engineering',
    /\b(engineer|software|developer|hardware|semiconductor|robot|aerospace|electrical|mechanical|civil|devops|architecture of systems|firmware|computer)/,
  ],
  [
    'performing_arts',
    /\b(music|musician|singer|vocalist|actor|actress|acting|dancer|dance|theat(er|re)|film|cinema|perform|composer|conductor|comedian|opera|band|pianist|violinist|cellist|choreograph|screen ?writer|director of photography|filmmaker)/,
  ],
  [
    'visual_arts',
    /\b(artist|painter|painting|sculpt|photograph|visual art|graphic design|fashion|illustrat|ceramic|architect|fine art|curator|animation|animator)/,
  ],
  [
    'athletics',
    /\b(athlet|sport|player|coach|olympi|tennis|football|soccer|basketball|baseball|hockey|chess|swim|runner|running|boxing|boxer|cyclist|gymnast|skier|skating|golf|wrestl|martial art|fencing|rowing|volleyball)/,
  ],
  ['business', /\b(founder|entrepreneur|ceo|chief executive|business|finance|investment|marketing|consult|manager|executive|startup|start-up|product)/],
];

export function classifyField(profile: AssessmentProfile): FieldProfile {
  const text = `${profile.fieldOfEndeavor ?? ''} ${profile.currentRole ?? ''}`.toLowerCase();
  const kind = RULES.find(([, re]) => re.test(text))?.[0] ?? 'unknown';
  return {
    kind,
    isArtistic: kind === 'performing_arts' || kind === 'visual_arts',
    isPerformingArts: kind === 'performing_arts',
    isAthletic: kind === 'athletics',
    isStem: kind === 'science' || kind === 'engineering' || kind === 'medicine',
  };
}
