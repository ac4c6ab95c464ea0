/**
 * My NFTs (/my-nfts, from /My): the NFTs of the account's wallets by chain: Ethereum, BNB Chain,
 * Polygon from the NFT list routes (50 a page, infinite scroll) and the pass from the server's
 * own chain index. A provider failure arrives as an empty list (spec §8); a failed request to our
 * server shows "try again". With two wallets (deposit and external) a chip picks which one. The
 * indexers are abroad: without the separate consent the list shows the ask (components/indexer-consent).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS, WALLET_TYPE, type NftChain } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { ListTabs } from '../../../components/page/list-tabs';
import { ListSpinner, PagedList } from '../../../components/page/paged-list';
import { RequireLogin } from '../../../components/page/require-login';
import { ApiRequestError } from '../../../lib/api-envelope';
import { useCurrentUser } from '../../../lib/current-user';
import { withQueryClient } from '../../../lib/query-client';
import { shortAddress } from '../../../lib/wallet/chains';
import { WALLET_ROUTES } from '../../../lib/wallet/wallet-routes';
import { useNftList, usePassTokens } from '../api/use-nft-list';
import { IndexerConsent } from '../components/indexer-consent';
import { NftCard } from '../components/nft-card';
import { NFT_TABS, type NftTab } from '../lib/nft-pages';
import styles from '../components/nft.module.css';

function ChainList({ chain, address }: { chain: NftChain; address: string }) {
  const { t } = useTranslation();
  const query = useNftList(chain, address);
  // The indexers are abroad: without the separate consent the server sends nothing and says so.
  const code = query.error instanceof ApiRequestError ? query.error.code : null;
  if (code === ERRORS.nftIndexerConsentRequired.code) return <IndexerConsent onAgreed={() => void query.refetch()} />;
  if (code === ERRORS.nftIndexerChild.code) return <EmptyState text={t('nftConsent.child')} testId="nfts-child" />;
  return (
    <PagedList
      query={query}
      failedText={t('nfts.loadFailed')}
      failedTestId="nfts-failed"
      empty={<EmptyState text={t('nfts.empty')} testId="nfts-empty" />}
      loadMoreText={t('nfts.loadMore')}
      noMoreText={t('nfts.noMore')}
    >
      {(items) => (
        <ul className={styles.grid} data-testid="nft-list">
          {items.map((item) => (
            <NftCard
              key={`${item.contract_address}:${item.token_id}`}
              name={item.name}
              image={item.image_uri}
              contract={item.contract_address}
              tokenId={item.token_id}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function PassList({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = usePassTokens(address);
  if (query.isPending) return <ListSpinner />;
  if (query.isError) return <LoadFailed text={t('nfts.loadFailed')} onRetry={() => void query.refetch()} testId="nfts-failed" />;
  const { chain, tokens } = query.data;
  return (
    <>
      {tokens.length === 0 || !chain ? (
        <EmptyState text={t('nfts.empty')} testId="nfts-empty" />
      ) : (
        <ul className={styles.grid} data-testid="nft-list">
          {tokens.map((token) => (
            <NftCard
              key={token.tokenId}
              name={t('pass.tokenName', { tokenId: token.tokenId })}
              image={null}
              contract={chain.passAddress!}
              tokenId={token.tokenId}
              badge={token.staked ? t('nfts.staked') : undefined}
              testId={`nft-pass-${token.tokenId}`}
            />
          ))}
        </ul>
      )}
      <Link to={WALLET_ROUTES.pass} className={styles.passLink} data-testid="nfts-go-to-pass">
        {t('nfts.goToPass')} ›
      </Link>
    </>
  );
}

function MyNfts() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  const [tab, setTab] = useState<NftTab>('1');
  const [picked, setPicked] = useState<string | null>(null);
  if (current.status !== 'loggedIn') return <ListSpinner />;
  // External wallet first (that is where people keep NFTs), then the deposit wallet the platform mints to.
  const wallets = [...current.user.user_wallets].sort((a, b) =>
    a.wallet_type === WALLET_TYPE.external ? -1 : b.wallet_type === WALLET_TYPE.external ? 1 : 0,
  );
  const address = wallets.find((w) => w.wallet_address === picked)?.wallet_address ?? wallets[0]?.wallet_address;

  return (
    <>
      <ListTabs
        tabs={NFT_TABS}
        value={tab}
        onChange={setTab}
        label={(id) => t(`nfts.tabs.${id}`)}
        testId={(id) => `nft-tab-${id}`}
        compact
      />
      {!address ? (
        <EmptyState text={t('nfts.noWallet')} testId="nfts-no-wallet" />
      ) : (
        <>
          {wallets.length > 1 && (
            <div className={styles.wallets}>
              <span>{t('nfts.wallet')}</span>
              {wallets.map((w) => (
                <button
                  key={w.wallet_address}
                  type="button"
                  className={styles.chip}
                  aria-pressed={w.wallet_address === address}
                  title={w.wallet_address}
                  onClick={() => setPicked(w.wallet_address)}
                  data-testid={`nft-wallet-${w.wallet_type === WALLET_TYPE.external ? 'external' : 'deposit'}`}
                >
                  {w.wallet_type === WALLET_TYPE.external ? t('my.externalWallet') : t('my.depositWallet')} ·{' '}
                  {shortAddress(w.wallet_address)}
                </button>
              ))}
            </div>
          )}
          {tab === 'pass' ? (
            <PassList key={address} address={address} />
          ) : (
            <ChainList key={`${tab}:${address}`} chain={tab} address={address} />
          )}
        </>
      )}
    </>
  );
}

export const MyNftsPage = withQueryClient(function MyNftsPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('nfts.title')} back>
      <RequireLogin>
        <MyNfts />
      </RequireLogin>
    </Layout>
  );
});
