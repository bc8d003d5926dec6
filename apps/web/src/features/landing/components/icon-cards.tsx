import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of cards, each an icon, a title and a sentence (the key features, the audiences). */
export function IconCards({ cards, className, cardClassName }: { cards: readonly IconCard[]; className: string; cardClassName?: string }) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('rounded-lg border border-border bg-background p-6', cardClassName)}>
          <Icon className="size-6 text-primary" aria-hidden="true" />
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
