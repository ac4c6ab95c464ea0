/** "New message" (pick one person) and "New group" (name it, tick people) from the list screen. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath, type ChatPerson } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { createGroup, openPrivateConversation } from '../../../lib/messaging/rpc';
import { refusalText } from '../../../lib/messaging/chat-invitations';
import { showToast } from '../../../lib/toast';
import { PeoplePicker } from './people-picker';
import styles from './chat.module.css';

export function NewChatDialog({ known, onClose }: { known: ChatPerson[]; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async (person: ChatPerson) => {
    if (busy) return;
    setBusy(true);
    try {
      const id = await openPrivateConversation(person.user_id);
      onClose();
      navigate(routePath(APP_ROUTES.chatConversation, { id }));
    } catch (error) {
      showToast(refusalText(error) ?? t('chat.actionFailed'), 'warning');
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onClose} title={t('chat.newChat')} closeLabel={t('app.close')} testId="new-chat-dialog">
      <PeoplePicker known={known} onPick={(p) => void start(p)} />
    </Modal>
  );
}

export function NewGroupDialog({ known, onClose }: { known: ChatPerson[]; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Map<string, ChatPerson>>(new Map());
  const [busy, setBusy] = useState(false);
  const toggle = (person: ChatPerson) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(person.user_id)) next.delete(person.user_id);
      else next.set(person.user_id, person);
      return next;
    });
  const ready = name.trim().length > 0 && picked.size > 0 && !busy;
  const create = async () => {
    setBusy(true);
    try {
      const id = await createGroup(name.trim(), [...picked.keys()]);
      onClose();
      // The people chosen are invited, not added: they join when they accept.
      showToast(t('chat.groupCreatedInvited'), 'ok');
      navigate(routePath(APP_ROUTES.chatConversation, { id }));
    } catch (error) {
      showToast(refusalText(error) ?? t('chat.actionFailed'), 'warning');
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('chat.newGroup')}
      closeLabel={t('app.close')}
      testId="new-group-dialog"
      footer={
        <Button block disabled={!ready} onClick={() => void create()} data-testid="new-group-create">
          {t('chat.create')}
        </Button>
      }
    >
      <label className={styles.field}>
        <span>{t('chat.groupName')}</span>
        <input
          value={name}
          maxLength={64}
          placeholder={t('chat.groupNamePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          data-testid="new-group-name"
        />
      </label>
      <p className={styles.hint}>
        {t('chat.pickMembers')} · {t('chat.picked', { count: picked.size })}
      </p>
      <PeoplePicker
        known={[...new Map([...picked.values(), ...known].map((p) => [p.user_id, p])).values()]}
        picked={new Set(picked.keys())}
        onPick={toggle}
        multiple
      />
    </Modal>
  );
}
