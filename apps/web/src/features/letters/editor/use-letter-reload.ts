import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { getLetter } from '../api/get-letter';
import { letterKey } from '../api/query-keys';

/**
 * The version an open section editor saves against, and the reload that moves it on after a conflict.
 * `reloadedAt` is the version the letter was last reloaded at by the reader, if they did.
 */
export function useLetterReload(letterId: string, baseVersion: number, onReloaded: () => void) {
  const queryClient = useQueryClient();
  // Moves on only when the reader reloads the letter after a conflict, never behind their back.
  const [base, setBase] = React.useState(baseVersion);
  const [reloadedAt, setReloadedAt] = React.useState<number | null>(null);
  const [isReloading, setIsReloading] = React.useState(false);

  async function reload() {
    setIsReloading(true);
    try {
      // Fetched into the letter's cache, so the page around the editor shows the newer version too.
      const { version } = await queryClient.fetchQuery({ queryKey: letterKey(letterId), queryFn: () => getLetter(letterId), staleTime: 0 });
      onReloaded();
      setBase(version);
      setReloadedAt(version);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setIsReloading(false);
    }
  }

  return { base, reloadedAt, isReloading, reload };
}
