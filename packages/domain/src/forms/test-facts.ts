import type { I140CaseFactsInput } from './schema';

/** A complete self-petition case for tests: every field the guide asks for is answered. */
export function fullCaseFacts(overrides: Partial<I140CaseFactsInput> = {}): I140CaseFactsInput {
  return {
    petitionType: 'NIW',
    filedBy: 'self',
    fullName: 'Amara Okafor',
    familyName: 'Okafor',
    givenName: 'Amara',
    dateOfBirth: '1988-03-14',
    countryOfBirth: 'Nigeria',
    citizenship: 'Nigeria',
    address: '12 Elm Street, Madison, WI 53703',
    fieldOfEndeavor: 'Molecular biology',
    currentRole: 'Research Scientist',
    employer: 'University of Wisconsin',
    petitionerIsNonprofitResearch: false,
    petitionerHas25OrFewerEmployees: true,
    jobTitle: 'Research Scientist',
    wage: 'USD 85,000 per year',
    processing: 'adjustment',
    filedWithI485: false,
    inRemovalProceedings: false,
    ...overrides,
  };
}
