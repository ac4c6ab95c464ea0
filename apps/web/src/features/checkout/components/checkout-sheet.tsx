/**
 * The checkout sheet (docs/payments.md, "Screens: buying"): what, its price (the card-holder price
 * explained, a card-holder code field when one may be given), how this browser pays, and one pay
 * button — or, where no method works (another app's built-in browser), the reason and the "open
 * in your browser" screen, never a dead button. A guest logs in first (the sheet opens after the
 * login; closing the login dialog closes it). Also the wardrobe's sheet, through the app's
 * feature slot (components/feature-slots.tsx, `CheckoutSheet`).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, ERRORS, type OrderView, type ProductView } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import type { CheckoutSheetProps } from '../../../components/feature-slots';
import { Modal } from '../../../components/overlay/modal';
import { useOpenInBrowser } from '../../../lib/in-app-browser';
import { loginDialogStore, openLoginDialog } from '../../../lib/login-dialog';
import { formatFen } from '../../../lib/money';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { showToast } from '../../../lib/toast';
import { startWeChatLogin } from '../../../lib/wechat-redirect';
import { useCancelOrder, useProduct } from '../api/checkout-api';
import { currentPayChoice } from '../lib/pay-method';
import { MemberPriceNote, PriceLine, payableFen } from './price';
import { QrPanel } from './qr-panel';
import { usePayFlow, type PayPhase } from './use-pay-flow';
import styles from './checkout.module.css';

/** A guest is asked to log in first; the sheet shows once they have, and closes if they don't. */
export function CheckoutSheet(props: CheckoutSheetProps & { order?: OrderView | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const dialogOpen = useStore(loginDialogStore).open;
  const asked = useRef(false);
  const { onClose } = props;
  useEffect(() => {
    if (loggedIn) return;
    if (!asked.current) {
      asked.current = true;
      openLoginDialog({ notice: t('checkout.loginFirst') });
    } else if (!dialogOpen) onClose();
  }, [loggedIn, dialogOpen, onClose, t]);
  if (!loggedIn) return null;
  return <Sheet {...props} viewer={session.userId ?? ''} />;
}

function Sheet({
  productId,
  onClose,
  order: given = null,
  viewer,
}: CheckoutSheetProps & { order?: OrderView | null; viewer: string }) {
  const { t } = useTranslation();
  const product = useProduct(productId, viewer);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('checkout.sheetTitle')}
      closeLabel={t('app.close')}
      testId="checkout-sheet"
      width="min(100%, 380px)"
    >
      {product.isPending && (
        <div className={styles.center}>
          <Spinner size={32} />
        </div>
      )}
      {(product.isError || product.data === null) && (
        <p className={styles.alert} role="alert">
          {t('checkout.unavailable')}
        </p>
      )}
      {product.data && <SheetBody product={product.data} given={given} />}
    </Modal>
  );
}

function SheetBody({ product, given }: { product: ProductView; given: OrderView | null }) {
  const { t } = useTranslation();
  const codeId = useId();
  const choice = useMemo(currentPayChoice, []);
  const flow = usePayFlow({ productId: product.id, initialOrder: given });
  const [code, setCode] = useState('');
  const { phase, order } = flow;
  const busy = phase.name === 'working' || phase.name === 'leaving';
  const offersCode = product.member_price === 'code' && !order;
  const amount = order ? order.amount_fen : payableFen(product, code.trim().length > 0);
  const noMethod = choice.method === null || phase.name === 'noMethod';

  return (
    <div className={styles.sheet} data-phase={phase.name}>
      <div className={styles.item}>
        <img src={product.image} alt="" width={64} height={64} className={styles.thumb} />
        <div>
          <p className={styles.itemName} data-testid="checkout-item">
            {product.name}
          </p>
          {order ? (
            <p className={styles.price}>
              <strong className={styles.amount}>{formatFen(order.amount_fen)}</strong>
            </p>
          ) : (
            <PriceLine product={product} withCode={code.trim().length > 0} />
          )}
        </div>
      </div>
      {!order && <MemberPriceNote product={product} />}
      {offersCode && product.member_price_fen !== null && (
        <div className={styles.field}>
          <label htmlFor={codeId}>{t('checkout.codeLabel')}</label>
          <input
            id={codeId}
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            maxLength={64}
            aria-describedby={`${codeId}-hint`}
            data-testid="checkout-code"
          />
          <p id={`${codeId}-hint`} className={styles.fine}>
            {t('checkout.codeHint', { price: formatFen(product.member_price_fen) })}
          </p>
        </div>
      )}
      <dl className={styles.facts}>
        <dt>{t('checkout.method')}</dt>
        <dd data-testid="checkout-method" data-method={choice.method ?? 'none'}>
          {choice.method ? t(`checkout.methods.${choice.method}`) : '—'}
        </dd>
      </dl>
      <p className={styles.fine}>
        {product.refund_days > 0 ? t('checkout.refundDays', { count: product.refund_days }) : t('checkout.noRefunds')}
      </p>
      <PhaseView phase={phase} order={order} onCancelled={flow.forgetOrder} />
      {noMethod ? (
        <NoMethod />
      ) : (
        phase.name !== 'qr' &&
        phase.name !== 'needsWechat' && (
          <Button
            block
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => choice.method && void flow.pay(choice.method, offersCode ? code.trim() : undefined)}
            data-testid="checkout-pay"
          >
            {busy ? t('checkout.paying') : order ? t('checkout.payAgain') : t('checkout.pay', { price: formatFen(amount) })}
          </Button>
        )
      )}
    </div>
  );
}

/** Where no method works: why, and the way out (the app's "open in your browser" screen). */
function NoMethod() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ensureRealBrowser } = useOpenInBrowser();
  return (
    <div className={styles.box} data-testid="checkout-no-method">
      <p className={styles.boxTitle}>{t('checkout.noMethod.title')}</p>
      <p className={styles.fine}>{t('checkout.noMethod.text')}</p>
      <Button block onClick={() => ensureRealBrowser(pathname)} aria-haspopup="dialog">
        {t('checkout.noMethod.action')}
      </Button>
    </div>
  );
}

function PhaseView({ phase, order, onCancelled }: { phase: PayPhase; order: OrderView | null; onCancelled: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const cancel = useCancelOrder();
  if (phase.name === 'error') {
    return (
      <p className={styles.alert} role="alert" data-testid="checkout-error">
        {phase.message}
        {/* A child under 14: the way to a guardian's agreement (docs/privacy.md, "Children and guardians"). */}
        {phase.code === ERRORS.guardianConsentRequired.code && (
          <>
            {' '}
            <Link to={APP_ROUTES.guardianInvite} data-testid="checkout-ask-guardian">
              {t('guardian.askGuardian')}
            </Link>
          </>
        )}
      </p>
    );
  }
  if (phase.name === 'needsWechat') {
    return (
      <div className={styles.box} data-testid="checkout-needs-wechat">
        <p className={styles.fine}>{t('checkout.needsWechat.text')}</p>
        <Button
          block
          onClick={() =>
            void startWeChatLogin({ goHome: () => navigate('/', { replace: true }), redirectTo: pathname }).catch(() =>
              showToast(t('common.msg.error'), 'warning'),
            )
          }
        >
          {t('checkout.needsWechat.action')}
        </Button>
      </div>
    );
  }
  if (phase.name === 'qr') return <QrPanel codeUrl={phase.codeUrl} orderNo={phase.orderNo} />;
  if (phase.name !== 'stopped' || !order) return null;
  const until = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(order.expires_at),
  );
  return (
    <div className={styles.box} data-testid="checkout-stopped" data-why={phase.why}>
      <p className={styles.fine} role="status">
        {phase.why === 'cancel' ? t('checkout.cancelled', { time: until }) : t('checkout.failed')}
      </p>
      <Button
        variant="ghost"
        block
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(
            { orderNo: order.order_no },
            {
              onSuccess: () => {
                showToast(t('checkout.orderCancelled'), 'ok');
                onCancelled();
              },
              onError: (error) => showToast(error.message, 'warning'),
            },
          )
        }
        data-testid="checkout-cancel-order"
      >
        {t('checkout.cancelOrder')}
      </Button>
    </div>
  );
}
