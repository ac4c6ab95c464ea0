/**
 * Signature checks of sign-in messages. An ordinary account's signature is checked
 * offline (ecrecover). Anything else is asked of the message's chain through viem's public client,
 * which covers EIP-1271 contract wallets (`isValidSignature` on the deployed wallet) and ERC-6492
 * signatures of wallets not deployed yet (the signature carries the factory call; viem runs the
 * universal validator in one eth_call, deploying nothing). Chains with no server-side RPC
 * (CHAIN_RPC_URLS, PASS_RPC_URL) accept ordinary accounts only. An RPC that fails is not a wrong
 * signature: it throws SignatureCheckUnavailable, which the caller answers with "try again".
 */
import { createPublicClient, http, verifyMessage, type PublicClient } from 'viem';
import { SignatureCheckUnavailable, type SignatureCheck } from '../../lib/wallet-signature.js';

export function createSignatureCheck(rpcUrls: ReadonlyMap<number, string>): SignatureCheck {
  const clients = new Map<number, PublicClient>();
  function clientFor(chainId: number): PublicClient | null {
    const url = rpcUrls.get(chainId);
    if (!url) return null;
    let client = clients.get(chainId);
    if (!client) {
      client = createPublicClient({ transport: http(url, { timeout: 5000, retryCount: 1 }) }) as PublicClient;
      clients.set(chainId, client);
    }
    return client;
  }

  return async ({ address, message, signature, chainId }) => {
    try {
      if (await verifyMessage({ address, message, signature })) return true;
    } catch {
      // Not a 65-byte ECDSA signature: a contract wallet's, or garbage; the chain decides.
    }
    const client = clientFor(chainId);
    if (!client) return false;
    let valid: boolean;
    try {
      valid = await client.verifyMessage({ address, message, signature });
    } catch (error) {
      throw new SignatureCheckUnavailable(error);
    }
    if (valid) return true;
    // viem also answers false when its eth_call could not reach the node: a "no" counts only from a node that answers.
    try {
      await client.getChainId();
    } catch (error) {
      throw new SignatureCheckUnavailable(error);
    }
    return false;
  };
}
