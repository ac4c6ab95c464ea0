/** Where a member's uploaded avatar model is served; the version makes the URL cacheable for a year. */
import { userModelPath } from '@culture/protocol';

export function userModelUrl(userId: bigint, hash: string): string {
  return userModelPath(userId, hash);
}
