import { ChartNoAxesColumn } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** What the range's charts give way to when nothing was recorded in it. */
export function EmptyRange({ title, text }: { title: string; text: string }) {
  return <EmptyState icon={ChartNoAxesColumn} title={title} description={text} />;
}
