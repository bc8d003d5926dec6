import * as React from 'react';
import { isProcessing, startProcessing, updateProcessing, type ProcessingState } from './processing';

interface AppContextValue {
  activePetitionId: string | null;
  setActivePetitionId: (id: string | null) => void;
  processing: ProcessingState | null;
  startProcessing: (input: { type: string; category: string; estimatedSeconds?: number; petitionId?: string }) => void;
  updateProcessing: (update: { progress: number; currentStep: string; details?: Record<string, unknown> }) => void;
  stopProcessing: () => void;
  isProcessing: (filter?: { type?: string; petitionId?: string }) => boolean;
}

const AppContext = React.createContext<AppContextValue | null>(null);

/** Client state shared by the signed-in screens: the active petition and the work being watched. */
export function AppProvider({ children }: { children: React.ReactNode }) {
  const [activePetitionId, setActivePetitionId] = React.useState<string | null>(null);
  const [processing, setProcessing] = React.useState<ProcessingState | null>(null);

  const value = React.useMemo<AppContextValue>(
    () => ({
      activePetitionId,
      setActivePetitionId,
      processing,
      startProcessing: (input) => setProcessing(startProcessing(input, activePetitionId)),
      updateProcessing: (update) => setProcessing((state) => updateProcessing(state, update)),
      stopProcessing: () => setProcessing(null),
      isProcessing: (filter) => isProcessing(processing, filter),
    }),
    [activePetitionId, processing],
  );
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const context = React.useContext(AppContext);
  if (!context) throw new Error('useApp must be used within an AppProvider');
  return context;
}
