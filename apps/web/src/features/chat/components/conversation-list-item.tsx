import { Pencil, Trash2 } from 'lucide-react';
import type { TConversation } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

type ConversationListItemProps = {
  conversation: TConversation;
  isSelected: boolean;
  /** Its answer is being written: it cannot be deleted meanwhile. */
  isAnswering: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
};

/** One conversation in the list: its title and last change, opening it, and renaming or deleting it. */
export function ConversationListItem({ conversation, isSelected, isAnswering, onSelect, onRename, onDelete }: ConversationListItemProps) {
  return (
    <li className={cn('group flex items-center gap-1 rounded-md pr-1', isSelected ? 'bg-primary-soft' : 'hover:bg-muted')}>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'page' : undefined}
        className={cn('min-w-0 flex-1 rounded-md px-2 py-2 text-left text-sm', isSelected ? 'font-medium text-primary' : 'text-foreground')}
      >
        <span className="block truncate">{conversation.title}</span>
        <span className="block text-xs font-normal text-muted-foreground">{formatDateTime(conversation.updatedAt)}</span>
      </button>
      <Button variant="ghost" size="icon" className="size-8 shrink-0" onClick={onRename} aria-label={`Rename “${conversation.title}”`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 hover:text-destructive"
        onClick={onDelete}
        disabled={isAnswering}
        aria-label={`Delete “${conversation.title}”`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
