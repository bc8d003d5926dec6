import type { TBrand } from '@acclaim/contracts';
import { Logo } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { BrandMark } from '@/features/firm/components/brand-mark';

/** The header's mark: the firm's brand in its portal, ours elsewhere, and nothing until it is known which. */
export function WorkspaceBrand({ isContextPending, portalBrand }: { isContextPending: boolean; portalBrand: TBrand | null }) {
  if (isContextPending) return <span className="h-7 w-28" aria-hidden="true" />;
  if (portalBrand) return <BrandMark brand={portalBrand} to={paths.dashboard} />;
  return <Logo to={paths.dashboard} />;
}
