import type { TFunction } from 'i18next';
import type { GuardianInvitedChild } from '@culture/protocol';

/**
 * How the guardian's screens name a child: the nickname; else the child's login phone, masked by the
 * server (a child who just signed up has no nickname yet); else the account number.
 */
export function childName(t: TFunction, child: Pick<GuardianInvitedChild, 'id' | 'nickname' | 'phone'>): string {
  if (child.nickname) return t('guardian.childHeading', { name: child.nickname });
  return t('guardian.childNoName', { account: child.phone ?? child.id });
}
