/** The session's own calls (spec §7): who is logged in, log out, save the user after a login. */
import { API_PATHS, type SaveUserResult, type UserInfo } from '@culture/protocol';
import { api } from './api-client';

/** The start-up check handles an ended session silently (spec §4), so it says so. */
export const fetchMe = (options: { handlesSessionEnd?: boolean } = {}) => api.get<UserInfo>(API_PATHS.me, options);
export const logoutSession = () => api.post<null>(API_PATHS.logout, {}, { handlesSessionEnd: true });
export const saveUser = (payload: {
  userId?: string;
  telephone?: string;
  metamaskAddress?: string;
  openId?: string | null;
  code?: string | null;
}) => api.post<SaveUserResult>(API_PATHS.saveUser, payload);
