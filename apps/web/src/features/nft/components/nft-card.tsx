/** One NFT: artwork (a drawn placeholder when there is none or it will not load), name, contract and token id. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../lib/wallet/chains';
import { artworkUrl } from '../lib/nft-pages';
import styles from './nft.module.css';

export function NftCard({
  name,
  image,
  contract,
  tokenId,
  badge,
  testId,
}: {
  name: string | null;
  image: string | null;
  contract: string;
  tokenId: string;
  badge?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const src = artworkUrl(image);
  const [failed, setFailed] = useState(false);
  return (
    <li className={styles.card} data-testid={testId ?? 'nft-card'}>
      <div className={styles.art}>
        {src && !failed ? (
          <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
        ) : (
          <span className={styles.placeholder} aria-hidden>
            #{tokenId.length > 6 ? `${tokenId.slice(0, 5)}…` : tokenId}
          </span>
        )}
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <div className={styles.meta}>
        <p className={styles.name}>{name || t('nfts.unnamed')}</p>
        <p className={styles.line}>
          <span>{t('nfts.contract')}</span> <span title={contract}>{shortAddress(contract)}</span>
        </p>
        <p className={styles.line}>
          <span>{t('nfts.tokenId')}</span>{' '}
          <span title={tokenId}>{tokenId.length > 12 ? `${tokenId.slice(0, 10)}…` : tokenId}</span>
        </p>
      </div>
    </li>
  );
}
