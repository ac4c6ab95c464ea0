/**
 * Sign in with Ethereum from the browser (EIP-4361): connect the injected wallet, make sure it is
 * on a chain the server accepts (its own when the server lists it, else the default chain), ask
 * the server for the message to sign, and have the wallet sign exactly that text (personal_sign).
 * The signed pair then logs in (wallet login) or links the wallet to the account (profile).
 */
import type { WalletSignedMessage } from '@culture/protocol';
import { chainById, loadChainConfig } from '../../lib/wallet/chain-config';
import { connectWallet, ensureChain, signMessage } from '../../lib/wallet/wallet-store';
import { fetchWalletNonce } from './api/wallet-auth-api';

export interface SignedWallet extends WalletSignedMessage {
  address: `0x${string}`;
}

export async function signInWithEthereum(onSigning?: () => void): Promise<SignedWallet> {
  const { address, chainId } = await connectWallet();
  const config = await loadChainConfig();
  let chain = chainId;
  if (!chainById(config, chainId)) {
    const fallback = chainById(config, config.defaultChainId) ?? config.chains[0];
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
