/**
 * The chain table browsers get (GET /api/v2/blockchain/chains): spec §9's chains from the protocol,
 * the pass's chain and address from config, and the RPC browsers may use (PASS_PUBLIC_RPC_URL for
 * the pass chain, never the server's own PASS_RPC_URL). Local chains only outside production.
 */
import { getAddress } from 'viem';
import { CHAINS, DEFAULT_CHAIN_ID, LOCAL_CHAIN_IDS, type Chain, type ChainsResult } from '@culture/protocol';
import type { PassConfig } from '../../config.js';

export function buildChainList(pass: PassConfig | null, production: boolean): ChainsResult {
  const isLocal = (chainId: number) => (LOCAL_CHAIN_IDS as readonly number[]).includes(chainId);
  const chains: Chain[] = CHAINS.filter((chain) => !production || !isLocal(chain.chainId)).map((chain) => ({
    ...chain,
    rpcUrl: pass?.chainId === chain.chainId ? pass.publicRpcUrl : chain.rpcUrl,
    passAddress: pass?.chainId === chain.chainId ? getAddress(pass.address) : null,
  }));
  if (pass && !chains.some((chain) => chain.chainId === pass.chainId)) {
    // A pass on a chain the spec's table lacks (a new testnet, Hardhat's stock 31337): named plainly.
    chains.push({
      chainId: pass.chainId,
      name: isLocal(pass.chainId) ? 'Localhost' : `Chain ${pass.chainId}`,
      family: 'ethereum',
      nativeSymbol: 'ETH',
      testnet: true,
      rpcUrl: pass.publicRpcUrl,
      explorerUrl: null,
      passAddress: getAddress(pass.address),
    });
  }
  return { defaultChainId: DEFAULT_CHAIN_ID, passChainId: pass?.chainId ?? null, chains };
}
