import type { EngineContext } from '../../context';
import type { Finding } from '../../schema';
import { assessAwards } from './awards';
import { assessCommercialSuccess } from './commercial-success';
import { assessExhibitions } from './exhibitions';
import { assessHighSalary } from './high-salary';
import { assessJudging } from './judging';
import { assessLeadingRole } from './leading-role';
import { assessMembership } from './membership';
import { assessOriginalContributions } from './original-contributions';
import { assessPublishedMaterial } from './published-material';
import { assessScholarlyArticles } from './scholarly-articles';

export { CRITERIA, type CriterionId } from './common';

/** The ten criteria of 8 CFR 204.5(h)(3)(i)-(x), in regulation order. */
export function assessCriteria(ctx: EngineContext): Finding[] {
  return [
    assessAwards(ctx),
    assessMembership(ctx),
    assessPublishedMaterial(ctx),
    assessJudging(ctx),
    assessOriginalContributions(ctx),
    assessScholarlyArticles(ctx),
    assessExhibitions(ctx),
    assessLeadingRole(ctx),
    assessHighSalary(ctx),
    assessCommercialSuccess(ctx),
  ];
}
