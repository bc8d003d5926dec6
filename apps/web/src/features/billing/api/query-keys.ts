/** Everything billing shows comes from one answer, so one key; cancel and resume write their answer into it. */
export const billingKey = ['billing', 'subscription'] as const;
export const testCheckoutKey = (checkoutId: string) => ['billing', 'test-checkout', checkoutId] as const;
