import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Selector } from 'antd-mobile';
import { GENDERS, NICKNAME_MAX_LENGTH, type Gender, type UserInfo } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { toSquareAvatar } from '../../../lib/image';
import { showToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/use-profile-mutations';
import { Avatar } from '../../../components/avatar';
import styles from './my-profile.module.css';

export function EditProfileDialog({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(user.first_name);
  const [gender, setGender] = useState<Gender>(user.gender);
  const [avatar, setAvatar] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setAvatar(await toSquareAvatar(file));
    } catch {
      showToast(t('my.imageTooLarge'), 'warning');
    }
  };

  const onSave = () => {
    const trimmed = nickname.trim();
    update.mutate(
      {
        ...(trimmed && trimmed !== user.first_name ? { nickname: trimmed } : {}),
        ...(gender !== user.gender ? { gender } : {}),
        ...(avatar ? { avatar } : {}),
      },
      {
        onSuccess: () => {
          showToast(t('my.saved'), 'ok');
          onClose();
        },
        onError: (error) => showToast(error.message, 'warning'),
      },
    );
  };

  const changed = (nickname.trim() && nickname.trim() !== user.first_name) || gender !== user.gender || avatar;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('my.editProfile')}
      closeLabel={t('app.close')}
      testId="edit-profile"
      footer={
        <>
          <Button variant="plain" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={onSave} disabled={!changed || update.isPending} data-testid="profile-save">
            {t('my.save')}
          </Button>
        </>
      }
    >
      <div className={styles.editForm}>
        <button type="button" className={styles.avatarPick} onClick={() => fileInput.current?.click()} data-testid="avatar-pick">
          <Avatar src={avatar ?? user.avatar} name={nickname || user.first_name} size={72} />
          <span>{t('my.changeAvatar')}</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => void onFile(e.target.files?.[0])}
          data-testid="avatar-file"
        />
        <label className={styles.fieldLabel} htmlFor="profile-nickname-input">
          {t('my.nickname')}
        </label>
        <Input
          id="profile-nickname-input"
          value={nickname}
          maxLength={NICKNAME_MAX_LENGTH}
          onChange={setNickname}
          clearable
          className={styles.textInput}
          data-testid="profile-nickname"
        />
        <label className={styles.fieldLabel}>{t('my.gender')}</label>
        <Selector
          columns={3}
          value={[gender]}
          onChange={(values) => values[0] && setGender(values[0] as Gender)}
          options={GENDERS.map((g) => ({ label: t(`my.genders.${g}`), value: g }))}
          data-testid="profile-gender"
        />
      </div>
    </Modal>
  );
}
