/** The profile calls of /My (spec §7): edit the profile (cancelling the account: privacy-api.ts). */
import { API_PATHS, type ProfileUpdate, type UserInfo } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const updateProfile = (update: ProfileUpdate) => api.post<UserInfo>(API_PATHS.meProfile, update);
