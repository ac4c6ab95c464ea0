/** One fetcher per pass endpoint (the address's whitelist proofs, its indexed passes); shared by the pass page and My NFTs. */
import { WALLET_PATHS, type PassProofsResult, type PassTokensResult } from '@culture/protocol';
import { api } from '../api-client';

export const fetchPassProofs = (address: string) => api.get<PassProofsResult>(WALLET_PATHS.passProofs, { query: { address } });
export const fetchPassTokens = (address: string) => api.get<PassTokensResult>(WALLET_PATHS.passTokens, { query: { address } });
