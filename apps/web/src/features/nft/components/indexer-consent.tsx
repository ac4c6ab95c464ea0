/**
 * The separate consent to send the wallet address to the NFT indexers abroad (PIPL Art. 39;
 * docs/privacy.md, "Where data lives"), asked where the list would load: the recipients, their
 * country, the data, how to withdraw. Agree records `nftIndexerAbroad` in the ledger at the privacy
 * policy's current version; "Not now" records the refusal and sends nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS, PURPOSE_DOCUMENTS, type ConsentState } from '@culture/protocol';
import { Button } from '../../../components/button';
import { api } from '../../../lib/api-client';
import { isWeChat } from '../../../lib/platform';
import { showToast } from '../../../lib/toast';
import styles from './nft.module.css';

async function decide(decision: 'agree' | 'refuse'): Promise<void> {
  const state = await api.get<ConsentState>(API_PATHS.consent);
  const versions = state.documents
    .filter((d) => PURPOSE_DOCUMENTS.nftIndexerAbroad.includes(d.document))
    .map((d) => ({ document: d.document, version: d.version }));
  await api.post<ConsentState>(API_PATHS.consentDecision, {
    purpose: 'nftIndexerAbroad',
    decision,
    versions,
    channel: isWeChat() ? 'wechat' : 'web',
  });
}

export function IndexerConsent({ onAgreed }: { onAgreed: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const choose = (decision: 'agree' | 'refuse') => {
    setBusy(true);
    decide(decision)
      .then(() => (decision === 'agree' ? onAgreed() : setRefused(true)))
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.consent} data-testid="nft-consent">
      <h2>{t('nftConsent.title')}</h2>
      <p>{t('nftConsent.text')}</p>
      {refused && <p data-testid="nft-consent-refused">{t('nftConsent.refused')}</p>}
      <div className={styles.consentActions}>
        <Button onClick={() => choose('agree')} disabled={busy} data-testid="nft-consent-agree">
          {t('nftConsent.agree')}
        </Button>
        {!refused && (
          <Button variant="ghost" onClick={() => choose('refuse')} disabled={busy} data-testid="nft-consent-refuse">
            {t('nftConsent.refuse')}
          </Button>
        )}
      </div>
    </section>
  );
}
