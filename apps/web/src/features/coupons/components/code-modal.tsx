/**
 * The code shown at the counter (spec §2): coupon name, CODE128 barcode, the code (tap to copy),
 * a QR image; closed by cancel. 35rem wide, never wider than the phone.
 */
import { useTranslation } from 'react-i18next';
import { CODE_MODAL_WIDTH_REM, type Coupon } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { Barcode } from './barcode';
import { QrImage } from '../../../components/qr-image';
import styles from './code-modal.module.css';

export function CodeModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={coupon.couponName}
      closeIcon={false}
      width={`min(${CODE_MODAL_WIDTH_REM}rem, calc(100vw - 32px))`}
      testId="code-modal"
      footer={
        <Button variant="plain" onClick={onClose} data-testid="code-modal-cancel">
          {t('app.cancel')}
        </Button>
      }
    >
      <div className={styles.content}>
        <Barcode value={coupon.couponCode} />
        <button
          type="button"
          className={styles.code}
          onClick={() => void copyText(coupon.couponCode).then(() => showToast(t('common.msg.copied'), 'ok'))}
          data-testid="coupon-code-text"
          aria-describedby="copy-hint"
        >
          {coupon.couponCode.replace(/(.{4})(?=.)/g, '$1 ')}
        </button>
        <p id="copy-hint" className={styles.hint}>
          {t('coupons.copyHint')}
        </p>
        <QrImage value={coupon.couponCode} size={200} testId="coupon-qr" />
        <p className={styles.tip}>☀ {t('coupons.brightnessTip')}</p>
      </div>
    </Modal>
  );
}
