/**
 * The code shown at the counter (spec §2): coupon name, CODE128 barcode, the code (tap to copy),
 * a QR image; closed by cancel. 35rem wide, never wider than the phone.
 */
import { useTranslation } from 'react-i18next';
import { CODE_MODAL_WIDTH_REM, type Coupon } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { showToast } from '../../../lib/toast';
import { Barcode } from './barcode';
import { QrImage } from './qr-image';
import styles from './code-modal.module.css';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older WebViews: the selection-and-copy fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

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
          onClick={() => void copy(coupon.couponCode).then(() => showToast(t('common.msg.copied'), 'ok'))}
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
