/**
 * Group invitations above the conversation list (docs/decisions.md, "Chat rules"): the group's
 * name, who invited and how many are in it, with "Join" and "Decline". Nothing of the group
 * reaches the person before they join.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupInvitation } from '@culture/protocol';
import { Button } from '../../../components/button';
import { useInvitations } from '../../../lib/messaging/chat-invitations';
import { answerGroupInvitation } from '../../../lib/messaging/rpc';
import { showToast } from '../../../lib/toast';
import { Avatar } from '../../../components/avatar';
import styles from './chat.module.css';

function InvitationRow({ invitation }: { invitation: GroupInvitation }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      await answerGroupInvitation(invitation.conversationid, accept);
      showToast(t(accept ? 'chat.joinedGroup' : 'chat.declinedInvitation'), 'ok');
    } catch {
      showToast(t('chat.actionFailed'), 'warning');
      setBusy(false);
    }
  };
  const inviter = invitation.inviter.nickname || t('chat.unknownPerson');
  return (
    <li className={styles.invitation} data-testid="invitation" data-conversation={invitation.conversationid}>
      <Avatar src={null} name={invitation.name} size={48} />
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{invitation.name}</span>
        <span className={styles.preview}>{t('chat.invitedBy', { name: inviter, count: invitation.members })}</span>
        <span className={styles.invitationActions}>
          <Button disabled={busy} onClick={() => void answer(true)} data-testid="invitation-accept">
            {t('chat.acceptInvitation')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => void answer(false)} data-testid="invitation-decline">
            {t('chat.declineInvitation')}
          </Button>
        </span>
      </span>
    </li>
  );
}

export function InvitationList() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  if (invitations.length === 0) return null;
  return (
    <section className={styles.invitations} aria-label={t('chat.invitations')} data-testid="invitations">
      <h2 className={styles.sectionTitle}>{t('chat.invitations')}</h2>
      <p className={styles.sectionHint}>{t('chat.invitationHint')}</p>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.conversationid} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
