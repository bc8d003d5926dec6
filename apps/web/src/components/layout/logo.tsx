import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-primary', className)}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 23 16 8l7 15h-3.2l-1.4-3.2h-4.8L12.2 23Zm5.6-5.8h2.8L16 14Z" fill="#fff" />
      </svg>
      <span className="text-lg">Acclaim</span>
    </Link>
  );
}
