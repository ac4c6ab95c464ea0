/**
 * My NFTs (/my-nfts, from /My): the NFTs of the account's wallets by chain: Ethereum, BNB Chain,
 * Polygon from the NFT list routes (50 a page, infinite scroll) and the pass from the server's
 * own chain index. A provider failure arrives as an empty list (spec §8); a failed request to our
 * server shows "try again". With two wallets (deposit and external) a chip picks which one.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WALLET_TYPE, type NftChain } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { useCurrentUser } from '../../../lib/current-user';
import { withQueryClient } from '../../../lib/query-client';
import { useLoadMore } from '../../../lib/use-load-more';
import { shortAddress } from '../../../lib/wallet/chains';
import { WALLET_ROUTES } from '../../../lib/wallet/wallet-routes';
import { useNftList, usePassTokens } from '../api/use-nft-list';
import { NftCard } from '../components/nft-card';
import { NFT_TABS, type NftTab } from '../lib/nft-pages';
import styles from '../components/nft.module.css';

function Centered() {
  return (
    <div className={styles.center}>
      <Spinner size={40} />
    </div>
  );
}

function ChainList({ chain, address }: { chain: NftChain; address: string }) {
  const { t } = useTranslation();
  const query = useNftList(chain, address);
  const sentinel = useLoadMore(query);
  if (query.isPending) return <Centered />;
  if (query.isError) return <LoadFailed text={t('nfts.loadFailed')} onRetry={() => void query.refetch()} testId="nfts-failed" />;
  const items = query.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <EmptyState text={t('nfts.empty')} testId="nfts-empty" />;
  return (
    <>
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
      <div ref={sentinel} className={styles.more}>
        {query.hasNextPage ? t('nfts.loadMore') : t('nfts.noMore')}
      </div>
    </>
  );
}

function PassList({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = usePassTokens(address);
  if (query.isPending) return <Centered />;
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
  if (current.status !== 'loggedIn') return <Centered />;
  // External wallet first (that is where people keep NFTs), then the deposit wallet the platform mints to.
  const wallets = [...current.user.user_wallets].sort((a, b) =>
    a.wallet_type === WALLET_TYPE.external ? -1 : b.wallet_type === WALLET_TYPE.external ? 1 : 0,
  );
  const address = wallets.find((w) => w.wallet_address === picked)?.wallet_address ?? wallets[0]?.wallet_address;

  return (
    <>
      <div className={styles.tabs} role="tablist">
        {NFT_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? styles.active : ''}
            onClick={() => setTab(id)}
            data-testid={`nft-tab-${id}`}
          >
            {t(`nfts.tabs.${id}`)}
          </button>
        ))}
      </div>
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
