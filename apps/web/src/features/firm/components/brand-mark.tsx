import { Link } from 'react-router';
import type { TBrand } from '@acclaim/contracts';
import { cn } from '@/lib/utils';

type BrandMarkBrand = Pick<TBrand, 'firmName' | 'logoUrl' | 'hideAcclaimBranding'>;

/**
 * A firm's name (and logo) where Acclaim's logo would be: on the client's portal, the invitation page and the
 * settings preview. Without white label, a small "with Acclaim" says whose software it is.
 */
export function BrandMark({ brand, to, className }: { brand: BrandMarkBrand; to?: string; className?: string }) {
  const content = (
    <>
      {brand.logoUrl && <img src={brand.logoUrl} alt="" className="h-8 w-auto max-w-32 shrink-0 object-contain" />}
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-base font-semibold tracking-tight text-primary sm:text-lg">{brand.firmName}</span>
        {!brand.hideAcclaimBranding && <span className="text-xs font-normal text-muted-foreground">with Acclaim</span>}
      </span>
    </>
  );
  const classes = cn('inline-flex min-w-0 items-center gap-2', className);
  return to ? (
    <Link to={to} className={classes}>
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
}
