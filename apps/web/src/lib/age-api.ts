/**
 * The age question's routes (docs/privacy.md, "Children and guardians"), shared by the gate (the
 * consent feature), /My and the guardian pages: my birth month and what waits for a guardian.
 */
import { API_PATHS, type AgeState, type BirthMonth, type GuardianInvite } from '@culture/protocol';
import { api } from './api-client';

export const fetchAge = () => api.get<AgeState>(API_PATHS.meAge);
export const answerAge = (birth: BirthMonth) => api.post<AgeState>(API_PATHS.meAge, birth);
export const createGuardianInvite = () => api.post<GuardianInvite>(API_PATHS.guardianInvite, {});
