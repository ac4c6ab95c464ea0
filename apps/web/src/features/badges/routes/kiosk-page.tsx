/**
 * The venue screen (/kiosk#token=<kiosk token>): a large QR of the event's current check-in token,
 * which rotates every 2 minutes, with the event's name and a countdown. Visitors scan it with the
 * phone camera (it opens /ClockIn?venue=…) and claim the badge. The kiosk token sits in the
 * fragment, so it never reaches a server log or a Referer, and is remembered on the device so a
 * restarted tablet comes back by itself. It can do nothing but draw this QR.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { withQueryClient } from '../../../lib/query-client';
import { QrImage } from '../../../components/qr-image';
import { useKioskQr } from '../api/badge-queries';
import styles from './kiosk.module.css';

const STORED = 'may_uni_kiosk_token';
/** How long a drawn token is still accepted after the server said it rotates (server: 60 s). */
const GRACE_SECONDS = 60;

function tokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && /^\S{16,200}$/.test(token) ? token : null;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function KioskQr({ token, onForget }: { token: string; onForget: () => void }) {
  const { t } = useTranslation();
  const query = useKioskQr(token);
  const now = useNow();
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={48} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    const refused = query.error instanceof ApiRequestError && query.error.status === 401;
    return (
      <div className={styles.message} data-testid="kiosk-error">
        <p>{refused ? t('badges.kiosk.refused') : t('badges.kiosk.offline')}</p>
        {refused ? (
          <Button onClick={onForget}>{t('badges.kiosk.change')}</Button>
        ) : (
          <Button onClick={() => void query.refetch()}>{t('app.retry')}</Button>
        )}
      </div>
    );
  }
  const qr = query.data!;
  const rotatesAt = query.dataUpdatedAt + qr.rotatesInSeconds * 1000;
  const stale = now > rotatesAt + GRACE_SECONDS * 1000;
  const seconds = Math.max(0, Math.ceil((rotatesAt - now) / 1000));
  const link = new URL(qr.claimPath, window.location.origin).href;
  return (
    <div className={styles.screen} data-testid="kiosk">
      <h1 className={styles.title}>{qr.name}</h1>
      <p className={styles.lead}>{t('badges.kiosk.lead')}</p>
      <div className={styles.qr} data-testid="kiosk-qr" data-token={qr.token}>
        {stale ? <p className={styles.staleText}>{t('badges.kiosk.offline')}</p> : <QrImage value={link} size={300} />}
      </div>
      <p className={styles.countdown} aria-live="off">
        {query.isError ? t('badges.kiosk.reconnecting') : t('badges.kiosk.rotates', { seconds })}
      </p>
    </div>
  );
}

function TokenForm({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\S{16,200}$/.test(value.trim())) onToken(value.trim());
  };
  return (
    <form className={styles.message} onSubmit={submit}>
      <h1 className={styles.title}>{t('badges.kiosk.setupTitle')}</h1>
      <p>{t('badges.kiosk.setup')}</p>
      <input
        className={styles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-label={t('badges.kiosk.tokenLabel')}
      />
      <Button type="submit">{t('app.confirm')}</Button>
    </form>
  );
}

export const KioskPage = withQueryClient(function KioskPage() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(() => tokenFromFragment() ?? localStorage.getItem(STORED));
  useEffect(() => {
    if (token) localStorage.setItem(STORED, token);
    // The token has been read: take it out of the address bar (it is remembered on the device).
    if (window.location.hash) history.replaceState(history.state, '', window.location.pathname);
  }, [token]);
  const forget = () => {
    localStorage.removeItem(STORED);
    setToken(null);
  };
  return (
    <Layout title={t('badges.kiosk.title')} hideNavBar tabBar={false} hideHint sticky={false}>
      {token ? <KioskQr key={token} token={token} onForget={forget} /> : <TokenForm onToken={setToken} />}
    </Layout>
  );
});
