/**
 * Native pay on a desktop: WeChat Pay's `code_url` as a QR code to scan with the phone. The order
 * is asked for meanwhile (the server asks WeChat Pay while it is unpaid); once it is no longer
 * waiting, the result page takes over. "I have paid" goes there at once.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../../components/qr-image';
import { useOrder } from '../api/checkout-api';
import { resultPath } from './use-pay-flow';
import styles from './checkout.module.css';

export function QrPanel({ codeUrl, orderNo }: { codeUrl: string; orderNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderNo, { poll: true, pollMs: 3_000 });
  const state = order.data?.state;
  useEffect(() => {
    if (state && state !== 'created') navigate(resultPath(orderNo));
  }, [state, orderNo, navigate]);
  return (
    <div className={styles.qr} data-testid="checkout-qr" data-code-url={codeUrl}>
      <p className={styles.boxTitle}>{t('checkout.qr.title')}</p>
      <QrImage value={codeUrl} size={200} testId="checkout-qr-image" />
      <p className={styles.fine}>{t('checkout.qr.text')}</p>
      <Link to={resultPath(orderNo)} className={styles.linkButton} data-testid="checkout-qr-done">
        {t('checkout.qr.done')}
      </Link>
    </div>
  );
}
