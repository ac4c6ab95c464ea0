/**
 * Sign in with Ethereum from the browser (EIP-4361): connect the injected wallet, make sure it is
 * on a chain the server accepts for sign-in (its own when it is one, else the pass's or the default chain), ask
 * the server for the message to sign, and have the wallet sign exactly that text (personal_sign).
 * The signed pair then logs in (wallet login) or links the wallet to the account (profile).
 */
import {
  API_PATHS,
  SIWE_CHAIN_IDS,
  SIWE_DEV_CHAIN_IDS,
  type WalletNonceResult,
  type WalletSignedMessage,
} from '@culture/protocol';
import { api } from '../api-client';
import { chainById, loadChainConfig } from './chain-config';
import { connectWallet, ensureChain, signMessage } from './wallet-store';

const fetchWalletNonce = (address: string, chainId: number) =>
  api.get<WalletNonceResult>(API_PATHS.walletNonce, { query: { address, chainId } });

export interface SignedWallet extends WalletSignedMessage {
  address: `0x${string}`;
}

export async function signInWithEthereum(onSigning?: () => void): Promise<SignedWallet> {
  const { address, chainId } = await connectWallet();
  const config = await loadChainConfig();
  // The server lists the local chains only outside production, so "listed and a sign-in chain" is the rule.
  const signInChains: readonly number[] = [...SIWE_CHAIN_IDS, ...SIWE_DEV_CHAIN_IDS];
  const usable = (id: number | null | undefined) =>
    id != null && signInChains.includes(id) && chainById(config, id) !== undefined;
  let chain = chainId;
  if (!usable(chainId)) {
    const fallbackId = [config.passChainId, config.defaultChainId].find(usable);
    const fallback = chainById(config, fallbackId);
    if (fallback) {
      await ensureChain(fallback);
      chain = fallback.chainId;
    }
  }
  const { message } = await fetchWalletNonce(address, chain);
  onSigning?.();
  const signature = await signMessage(address, message);
  return { address, message, signature };
}
