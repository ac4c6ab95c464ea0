/**
 * Chains the app can talk to, as the server configures them (GET /api/v2/blockchain/chains):
 * chain id → name, RPC, block explorer, the pass contract's address. Explorer links of spec §9.
 */
import { defineChain, type Chain as ViemChain } from 'viem';
import type { Chain } from '@culture/protocol';

/** One chain as the server describes it (protocol `chainSchema`). */
export type ChainInfo = Chain;

/** A viem chain from the server's description (viem needs one to add the chain to a wallet). */
export function toViemChain(info: ChainInfo): ViemChain {
  return defineChain({
    id: info.chainId,
    name: info.name,
    nativeCurrency: { name: info.nativeSymbol, symbol: info.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: info.rpcUrl ? [info.rpcUrl] : [] } },
    ...(info.explorerUrl ? { blockExplorers: { default: { name: info.name, url: info.explorerUrl } } } : {}),
  });
}

function explorerBase(info: Pick<ChainInfo, 'explorerUrl'>): string | null {
  return info.explorerUrl ? info.explorerUrl.replace(/\/+$/, '') : null;
}

/** The explorer page of a transaction, or null when the chain has no explorer (a local node). */
export function explorerTxUrl(info: Pick<ChainInfo, 'explorerUrl'>, hash: string): string | null {
  const base = explorerBase(info);
  return base ? `${base}/tx/${hash}` : null;
}

export function explorerAddressUrl(info: Pick<ChainInfo, 'explorerUrl'>, address: string): string | null {
  const base = explorerBase(info);
  return base ? `${base}/address/${address}` : null;
}

export function explorerTokenUrl(info: Pick<ChainInfo, 'explorerUrl'>, contract: string, tokenId: string): string | null {
  const base = explorerBase(info);
  return base ? `${base}/token/${contract}?a=${tokenId}` : null;
}

/** 0x1234…abcd: enough to recognise an address on a phone screen. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
