/** Linking and unlinking a wallet on the profile (spec §7); the signature comes from lib/wallet/wallet-sign-in. */
import { API_PATHS, type WalletConnectResult, type WalletSignedMessage, type WalletUnlinkResult } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const linkWallet = (signed: WalletSignedMessage) => api.post<WalletConnectResult>(API_PATHS.walletConnect, signed);
export const unlinkWallet = (walletAddress: string) =>
  api.post<WalletUnlinkResult>(API_PATHS.walletDisconnect, { wallet_address: walletAddress });
