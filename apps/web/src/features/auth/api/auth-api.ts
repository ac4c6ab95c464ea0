/** One fetcher per auth endpoint (spec §7 phone calls). */
import {
  API_PATHS,
  type LoginResult,
  type PhonePayload,
  type ProfileUpdate,
  type SaveUserResult,
  type UserInfo,
  type VerifyCodeRequestResult,
} from '@culture/protocol';
import { api } from '../../../lib/api-client';

/** `altcha`: the solved proof of work; the answer says when this phone may ask again. */
export const requestCode = (phone: PhonePayload, altcha: string) =>
  api.post<VerifyCodeRequestResult>(API_PATHS.verifyCodeRequest, { phone, altcha });
export const verifyCode = (phone: PhonePayload, code: string) => api.post<string>(API_PATHS.verifyCodeVerify, { phone, code });
export const smsLogin = (phone: PhonePayload, smsToken: string) =>
  api.post<LoginResult>(API_PATHS.smsLogin, { phone, code: smsToken });
/** The start-up check handles an ended session silently (spec §4), so it says so. */
export const fetchMe = (options: { handlesSessionEnd?: boolean } = {}) => api.get<UserInfo>(API_PATHS.me, options);
export const logoutSession = () => api.post<null>(API_PATHS.logout, {}, { handlesSessionEnd: true });
export const updateProfile = (update: ProfileUpdate) => api.post<UserInfo>(API_PATHS.meProfile, update);
export const deleteAccount = () => api.post<null>(API_PATHS.meDelete, {});
export const saveUser = (payload: {
  userId?: string;
  telephone?: string;
  metamaskAddress?: string;
  openId?: string | null;
  code?: string | null;
}) => api.post<SaveUserResult>(API_PATHS.saveUser, payload);
