/**
 * The equity tab's informational modal (spec §2): background image, message, close icon; closed by
 * close or cancel. It also leads to the benefits list, the only way there from the tab bar.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { Button } from '../button';
import { Modal } from '../overlay/modal';

export function EquityInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('equityModal.title')}
      backgroundImage="/images/equity-modal.svg"
      closeLabel={t('app.close')}
      testId="equity-modal"
      footer={
        <>
          <Button variant="plain" onClick={onClose} data-testid="equity-modal-cancel">
            {t('app.cancel')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate(APP_ROUTES.equity);
            }}
            data-testid="equity-modal-see-all"
          >
            {t('equityModal.seeAll')}
          </Button>
        </>
      }
    >
      <p style={{ textAlign: 'center' }}>{t('equityModal.message')}</p>
    </Modal>
  );
}
