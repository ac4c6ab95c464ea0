/** The wallet login call of spec §7 (Sign in with Ethereum); the nonce is lib/wallet/wallet-sign-in's. */
import { API_PATHS, type WalletLoginResult, type WalletSignedMessage } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const walletLogin = (signed: WalletSignedMessage) => api.post<WalletLoginResult>(API_PATHS.walletLogin, signed);
