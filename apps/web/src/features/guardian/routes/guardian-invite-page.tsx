/**
 * /guardian-invite, the child's side (docs/privacy.md, "Children and guardians"): where the
 * guardian's consent stands, and an invite for the guardian's own phone: a link and its QR, valid
 * 30 minutes, that opens /guardian there. The state is asked again every few seconds, so the
 * guardian's decision shows here as soon as it is made.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type AgeState, type GuardianInvite } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Layout } from '../../../components/layout/layout';
import { RequireLogin } from '../../../components/page/require-login';
import { QrImage } from '../../../components/qr-image';
import { createGuardianInvite, fetchAge } from '../../../lib/age-api';
import { showToast } from '../../../lib/toast';
import styles from './guardian.module.css';

const STATE_KEYS = { none: 'stateNone', agreed: 'stateAgreed', refused: 'stateRefused', withdrawn: 'stateWithdrawn' } as const;
const POLL_MS = 3_000;

/** The link the guardian opens on their phone. */
export const inviteLink = (invite: string) =>
  `${window.location.origin}${APP_ROUTES.guardian}?invite=${encodeURIComponent(invite)}`;

function Invite() {
  const { t } = useTranslation();
  const [age, setAge] = useState<AgeState | null>(null);
  const [invite, setInvite] = useState<GuardianInvite | null>(null);

  useEffect(() => {
    let live = true;
    const read = () =>
      fetchAge()
        .then((next) => live && setAge(next))
        .catch(() => undefined);
    void read();
    const timer = window.setInterval(read, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  const child = age?.child ?? false;
  useEffect(() => {
    if (!child) return;
    createGuardianInvite()
      .then(setInvite)
      .catch((error: Error) => showToast(error.message, 'warning'));
  }, [child]);

  if (!age) return null;
  if (!age.child)
    return (
      <section className={styles.card}>
        <p className={styles.text} data-testid="guardian-not-child">
          {t('guardian.notChild')}
        </p>
      </section>
    );

  const link = invite ? inviteLink(invite.invite) : null;
  return (
    <section className={styles.card}>
      <p
        className={`${styles.state} ${age.guardian === 'agreed' ? styles.agreed : ''}`}
        data-testid="guardian-state"
        data-state={age.guardian}
      >
        {t(`guardian.${STATE_KEYS[age.guardian]}`)}
      </p>
      {age.guardian !== 'agreed' && link && invite && (
        <>
          <h2 className={styles.heading}>{t('guardian.inviteTitle')}</h2>
          <p className={styles.text}>{t('guardian.inviteText')}</p>
          <div className={styles.qr}>
            <QrImage value={link} size={180} testId="guardian-invite-qr" />
          </div>
          <code className={styles.link} data-testid="guardian-invite-link">
            {link}
          </code>
          <p className={styles.muted}>{t('guardian.inviteExpires', { time: new Date(invite.expiresAt).toLocaleTimeString() })}</p>
          <div className={styles.row}>
            <Button
              variant="plain"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => showToast(t('guardian.copied'), 'ok'))
                  .catch(() => undefined)
              }
            >
              {t('guardian.copy')}
            </Button>
            <Link to={`${APP_ROUTES.guardian}?invite=${encodeURIComponent(invite.invite)}`} data-testid="guardian-open-here">
              {t('guardian.openHere')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

export function GuardianInvitePage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('guardian.entry')} back tabBar={false}>
      <RequireLogin>
        <Invite />
      </RequireLogin>
    </Layout>
  );
}
