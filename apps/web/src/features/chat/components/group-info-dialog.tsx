/** A group's members, adding people, renaming (owner and admins) and leaving. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath, type ChatPerson, type GroupMember } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import type { ConversationView } from '../../../lib/messaging/chat-store';
import { inviteToGroup, leaveGroup, renameGroup } from '../../../lib/messaging/rpc';
import { refusalText } from '../../../lib/messaging/chat-invitations';
import { showToast } from '../../../lib/toast';
import { Avatar } from '../../../components/avatar';
import { PeoplePicker } from './people-picker';
import styles from './chat.module.css';

const ADMIN = 1;
const ROLE_NAMES = ['member', 'admin', 'owner'] as const;

export function GroupInfoDialog({
  conversation,
  members,
  known,
  onChanged,
  onClose,
}: {
  conversation: ConversationView;
  members: GroupMember[];
  known: ChatPerson[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'info' | 'invite' | 'rename' | 'leave'>('info');
  const [name, setName] = useState(conversation.name);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, after: () => void) => {
    setBusy(true);
    try {
      await action();
      after();
    } catch (error) {
      // A refusal someone reads (a block between the inviter and an invitee) in their language.
      showToast(refusalText(error) ?? t('chat.actionFailed'), 'warning');
    } finally {
      setBusy(false);
    }
  };

  const footer =
    mode === 'invite' ? (
      <Button
        block
        disabled={busy || picked.size === 0}
        onClick={() =>
          void run(
            () => inviteToGroup(conversation.id, [...picked]),
            () => {
              setPicked(new Set());
              setMode('info');
              showToast(t('chat.invitedPeople'), 'ok');
              onChanged();
            },
          )
        }
        data-testid="group-invite-confirm"
      >
        {t('chat.inviteAction')} ({picked.size})
      </Button>
    ) : mode === 'rename' ? (
      <Button
        block
        disabled={busy || !name.trim()}
        onClick={() =>
          void run(
            () => renameGroup(conversation.id, name.trim()),
            () => setMode('info'),
          )
        }
        data-testid="group-rename-confirm"
      >
        {t('chat.save')}
      </Button>
    ) : mode === 'leave' ? (
      <>
        <Button variant="plain" onClick={() => setMode('info')}>
          {t('app.cancel')}
        </Button>
        <Button
          disabled={busy}
          style={{ background: 'var(--color-cinnabar)', color: '#fff' }}
          onClick={() =>
            void run(
              () => leaveGroup(conversation.id),
              () => {
                showToast(t('chat.left'), 'ok');
                navigate(APP_ROUTES.chat, { replace: true });
              },
            )
          }
          data-testid="group-leave-confirm"
        >
          {t('chat.leave')}
        </Button>
      </>
    ) : undefined;

  return (
    <Modal open onClose={onClose} title={t('chat.groupInfo')} closeLabel={t('app.close')} testId="group-info" footer={footer}>
      {mode === 'info' && (
        <>
          <p className={styles.groupName}>{conversation.name}</p>
          <p className={styles.hint}>{t('chat.members', { count: members.length || conversation.members })}</p>
          <ul className={styles.people} data-testid="group-members">
            {members.map((m) => (
              <li key={m.user_id}>
                <button
                  type="button"
                  className={styles.person}
                  onClick={() => navigate(routePath(APP_ROUTES.userProfile, { id: m.user_id }))}
                >
                  <Avatar src={m.avatar} name={m.nickname || '?'} size={40} />
                  <span className={styles.personName}>{m.nickname || t('chat.unknownPerson')}</span>
                  {m.role > 0 && <span className={styles.role}>{t(`chat.roles.${ROLE_NAMES[m.role] ?? 'member'}`)}</span>}
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.dialogActions}>
            <Button variant="ghost" onClick={() => setMode('invite')} data-testid="group-invite">
              {t('chat.invite')}
            </Button>
            {conversation.role >= ADMIN && (
              <Button variant="ghost" onClick={() => setMode('rename')} data-testid="group-rename">
                {t('chat.rename')}
              </Button>
            )}
            <Button variant="plain" className={styles.danger} onClick={() => setMode('leave')} data-testid="group-leave">
              {t('chat.leave')}
            </Button>
          </div>
        </>
      )}
      {mode === 'invite' && (
        <PeoplePicker
          known={known}
          multiple
          picked={picked}
          exclude={members.map((m) => m.user_id)}
          onPick={(p) =>
            setPicked((current) => {
              const next = new Set(current);
              if (next.has(p.user_id)) next.delete(p.user_id);
              else next.add(p.user_id);
              return next;
            })
          }
        />
      )}
      {mode === 'rename' && (
        <label className={styles.field}>
          <span>{t('chat.groupName')}</span>
          <input value={name} maxLength={64} onChange={(e) => setName(e.target.value)} data-testid="group-rename-input" />
        </label>
      )}
      {mode === 'leave' && <p>{t('chat.leaveConfirm')}</p>}
    </Modal>
  );
}
