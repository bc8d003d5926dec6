/** The case's conversations sit under ['cases', caseId], so a change to the case refreshes them (and their suggestions) with the rest. */
export const conversationsKey = (caseId: string) => ['cases', caseId, 'conversations'] as const;
export const conversationKey = (conversationId: string) => ['conversations', conversationId] as const;
export const chatPreviewKey = ['chat', 'preview'] as const;
