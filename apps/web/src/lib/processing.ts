/** The long-running work the client is watching: idle, then started, updated as it runs, and stopped. */
export interface ProcessingState {
  type: string;
  isActive: boolean;
  progress: number;
  currentStep: string;
  startedAt: string;
  estimatedCompletionTime?: string;
  petitionId?: string;
  category: string;
  details: { lastUpdated: string; [key: string]: unknown };
}

export function startProcessing(
  input: { type: string; category: string; estimatedSeconds?: number; petitionId?: string },
  activePetitionId: string | null,
  now = new Date(),
): ProcessingState {
  return {
    type: input.type,
    category: input.category,
    isActive: true,
    progress: 0,
    currentStep: 'Initializing...',
    startedAt: now.toISOString(),
    ...(input.estimatedSeconds !== undefined ? { estimatedCompletionTime: new Date(now.getTime() + input.estimatedSeconds * 1000).toISOString() } : {}),
    ...((input.petitionId ?? activePetitionId) ? { petitionId: input.petitionId ?? activePetitionId! } : {}),
    details: { lastUpdated: now.toISOString() },
  };
}

export function updateProcessing(
  state: ProcessingState | null,
  update: { progress: number; currentStep: string; details?: Record<string, unknown> },
  now = new Date(),
): ProcessingState | null {
  if (!state) return state;
  return {
    ...state,
    progress: Math.max(0, Math.min(100, update.progress)),
    currentStep: update.currentStep,
    details: { ...state.details, ...update.details, lastUpdated: now.toISOString() },
  };
}

/** Whether work is running, optionally only of one type and for one petition. */
export function isProcessing(state: ProcessingState | null, filter: { type?: string; petitionId?: string } = {}): boolean {
  if (!state?.isActive) return false;
  if (filter.type && state.type !== filter.type) return false;
  if (filter.petitionId && state.petitionId !== filter.petitionId) return false;
  return true;
}
