import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/overlay/modal';
import { closeLoginDialog } from '../../../lib/login-dialog';

export function LoginDialog({ notice }: { notice: string | null; redirectTo: string | null }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={closeLoginDialog} title={t('login.title')} closeLabel={t('app.close')} testId="login-dialog">
      {notice && <p role="alert">{notice}</p>}
      <p>{t('login.neededText')}</p>
    </Modal>
  );
}
