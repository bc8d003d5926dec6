import type { TUpdateAccountTypeRequest, TUpdateProfileResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** Says who the account is (filing for oneself, an attorney or agent, a paralegal at a firm). */
export const updateAccountType = (body: TUpdateAccountTypeRequest) =>
  apiClient.put<TUpdateProfileResponse>('/account/type', body, { fallbackMessage: 'Your answer could not be saved. Please try again.' });
