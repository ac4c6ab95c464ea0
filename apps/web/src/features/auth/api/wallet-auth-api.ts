/** One fetcher per wallet endpoint of spec §7 (Sign in with Ethereum, link, unlink). */
import {
  API_PATHS,
  type WalletConnectResult,
  type WalletLoginResult,
  type WalletNonceResult,
  type WalletSignedMessage,
  type WalletUnlinkResult,
} from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const fetchWalletNonce = (address: string, chainId: number) =>
  api.get<WalletNonceResult>(API_PATHS.walletNonce, { query: { address, chainId } });
export const walletLogin = (signed: WalletSignedMessage) => api.post<WalletLoginResult>(API_PATHS.walletLogin, signed);
export const linkWallet = (signed: WalletSignedMessage) => api.post<WalletConnectResult>(API_PATHS.walletConnect, signed);
export const unlinkWallet = (walletAddress: string) =>
  api.post<WalletUnlinkResult>(API_PATHS.walletDisconnect, { wallet_address: walletAddress });
