/** Where a member's uploaded avatar model is served; the version makes the URL cacheable for a year. */
import { API_PATHS } from '@culture/protocol';

export function userModelUrl(userId: bigint, hash: string): string {
  return `${API_PATHS.vrUserModel.replace(':id', userId.toString())}?v=${hash}`;
}
