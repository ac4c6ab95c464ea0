/** The notice centre and rights requests (docs/privacy.md, "Notices" and "Rights requests"). */
import { API_PATHS, type MyRightsRequests, type NoticeList, type RightsRequestBody } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const fetchNotices = () => api.get<NoticeList>(API_PATHS.notices);
export const markNoticesRead = (ids: string[]) => api.post<{ unread: number }>(API_PATHS.noticesRead, { ids });
export const fetchRightsRequests = () => api.get<MyRightsRequests>(API_PATHS.rightsRequests);
export const fileRightsRequest = (body: RightsRequestBody) =>
  api.post<{ id: string; due_on: string }>(API_PATHS.rightsRequests, body);
