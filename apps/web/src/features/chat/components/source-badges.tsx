import { FolderOpen, Library, Lightbulb, type LucideIcon } from 'lucide-react';
import type { ChatSource } from '@acclaim/domain/chat';
import { Badge } from '@/components/ui/badge';

const SOURCES: Record<ChatSource, { label: string; icon: LucideIcon }> = {
  case: { label: 'Your case', icon: FolderOpen },
  knowledge: { label: 'Legal library', icon: Library },
  reasoning: { label: 'Reasoning', icon: Lightbulb },
};

/** Which of the three sources an answer drew on: the case, the legal knowledge base, general reasoning. */
export function SourceBadges({ sources }: { sources: readonly ChatSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul aria-label="Sources used" className="flex flex-wrap gap-1.5">
      {sources.map((source) => {
        const { label, icon: Icon } = SOURCES[source];
        return (
          <li key={source}>
            <Badge tone={source === 'reasoning' ? 'neutral' : 'info'}>
              <Icon aria-hidden="true" /> {label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
