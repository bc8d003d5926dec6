export const accountKey = ['account'] as const;
