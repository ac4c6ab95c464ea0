/** One fetcher per phone-login endpoint (spec §7); the session's own calls are lib/account-api's. */
import { API_PATHS, type LoginResult, type PhonePayload, type VerifyCodeRequestResult } from '@culture/protocol';
import { api } from '../../../lib/api-client';

/** `altcha`: the solved proof of work; the answer says when this phone may ask again. */
export const requestCode = (phone: PhonePayload, altcha: string) =>
  api.post<VerifyCodeRequestResult>(API_PATHS.verifyCodeRequest, { phone, altcha });
export const verifyCode = (phone: PhonePayload, code: string) => api.post<string>(API_PATHS.verifyCodeVerify, { phone, code });
export const smsLogin = (phone: PhonePayload, smsToken: string) =>
  api.post<LoginResult>(API_PATHS.smsLogin, { phone, code: smsToken });
