/**
 * The guardian's routes, called with the guardian's own session (`g.…`, from an SMS code to their
 * phone) rather than the browser's member or guest session: a parent's phone needs no account.
 */
import {
  API_PATHS,
  type GuardianChild,
  type GuardianCorrection,
  type GuardianDecisionBody,
  type GuardianInvitedChild,
  type GuardianSession,
  type PhonePayload,
  type VerifyCodeRequestResult,
} from '@culture/protocol';
import { api } from '../../../lib/api-client';

const as = (token: string) => ({ auth: false, authorization: `Bearer ${token}` }) as const;

export const requestGuardianCode = (phone: PhonePayload, altcha: string) =>
  api.post<VerifyCodeRequestResult>(API_PATHS.verifyCodeRequest, { phone, altcha }, { auth: false });
export const verifyGuardianCode = (phone: PhonePayload, code: string) =>
  api.post<string>(API_PATHS.verifyCodeVerify, { phone, code }, { auth: false });
export const openGuardianSession = (phone: PhonePayload, smsToken: string) =>
  api.post<GuardianSession>(API_PATHS.guardianSession, { phone, smsToken }, { auth: false });

export const previewInvite = (token: string, invite: string) =>
  api.get<GuardianInvitedChild>(API_PATHS.guardianInvitePreview, { ...as(token), query: { invite } });
export const decideForChild = (token: string, body: GuardianDecisionBody) =>
  api.post<{ children: GuardianChild[] }>(API_PATHS.guardianConsent, body, as(token));
export const fetchChildren = (token: string) => api.get<{ children: GuardianChild[] }>(API_PATHS.guardianChildren, as(token));
export const correctChild = (token: string, id: string, correction: GuardianCorrection) =>
  api.post<{ children: GuardianChild[] }>(API_PATHS.guardianChild.replace(':id', id), correction, as(token));
export const cancelChild = (token: string, id: string) =>
  api.post<{ children: GuardianChild[] }>(API_PATHS.guardianChildCancellation.replace(':id', id), { confirm: true }, as(token));
