/** The equity tab's informational modal (spec §2): background image, message, close icon; closed by close or cancel. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';

export function EquityInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('equityModal.title')}
      backgroundImage="/images/equity-modal.svg"
      closeLabel={t('app.close')}
      testId="equity-modal"
      footer={
        <Button variant="plain" onClick={onClose} data-testid="equity-modal-cancel">
          {t('app.cancel')}
        </Button>
      }
    >
      <p style={{ textAlign: 'center' }}>{t('equityModal.message')}</p>
    </Modal>
  );
}
