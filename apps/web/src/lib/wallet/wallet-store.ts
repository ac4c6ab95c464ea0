/**
 * The one connection to the injected wallet, shared by login, the profile, the pass page and My
 * NFTs: which account and chain the wallet is on, kept current through the provider's
 * accountsChanged / chainChanged events. Connecting asks the wallet (eth_requestAccounts);
 * `restoreWallet` only looks (eth_accounts), so opening a page never pops the wallet up.
 */
import { getAddress, numberToHex, stringToHex } from 'viem';
import { isWeChatUserAgent } from '@culture/protocol';
import { createStore, useStore } from '../store';
import type { ChainInfo } from './chains';
import { PROVIDER_ERROR, injectedProvider, providerErrorCode, type Eip1193Provider } from './eip1193';

export type Address = `0x${string}`;

export interface WalletState {
  status: 'idle' | 'connecting' | 'connected';
  address: Address | null;
  chainId: number | null;
}

export const walletStore = createStore<WalletState>({ status: 'idle', address: null, chainId: null });

export function useWallet(): WalletState {
  return useStore(walletStore);
}

/** Why there is no wallet to talk to: WeChat never has one; elsewhere the browser simply lacks it. */
export type WalletAvailability = 'available' | 'wechat' | 'missing';

export function walletAvailability(): WalletAvailability {
  if (injectedProvider()) return 'available';
  return typeof navigator !== 'undefined' && isWeChatUserAgent(navigator.userAgent) ? 'wechat' : 'missing';
}

/** Thrown when an action needs a wallet and the browser has none (the UI explains per availability). */
export class NoWalletError extends Error {
  constructor(readonly availability: Exclude<WalletAvailability, 'available'>) {
    super('No injected wallet');
    this.name = 'NoWalletError';
  }
}

export function requireProvider(): Eip1193Provider {
  const provider = injectedProvider();
  if (!provider) throw new NoWalletError(walletAvailability() === 'wechat' ? 'wechat' : 'missing');
  return provider;
}

const parseChainId = (value: unknown) => (typeof value === 'string' ? Number.parseInt(value, 16) : Number(value));

let listening: Eip1193Provider | null = null;
function listen(provider: Eip1193Provider) {
  if (listening === provider || !provider.on) return;
  listening = provider;
  provider.on('accountsChanged', ((accounts: string[]) => {
    const first = accounts[0];
    walletStore.set((state) =>
      first
        ? { ...state, status: 'connected', address: getAddress(first) }
        : { status: 'idle', address: null, chainId: state.chainId },
    );
  }) as never);
  provider.on('chainChanged', ((chainId: string) => {
    walletStore.set((state) => ({ ...state, chainId: parseChainId(chainId) }));
  }) as never);
}

async function readChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }));
}

/** Asks the wallet for an account (it may show its own prompt); answers the account and chain. */
export async function connectWallet(): Promise<{ address: Address; chainId: number }> {
  const provider = requireProvider();
  listen(provider);
  walletStore.set((state) => ({ ...state, status: 'connecting' }));
  try {
    const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const first = accounts[0];
    if (!first) throw Object.assign(new Error('The wallet shared no account'), { code: PROVIDER_ERROR.unauthorized });
    const address = getAddress(first);
    const chainId = await readChainId(provider);
    walletStore.set({ status: 'connected', address, chainId });
    return { address, chainId };
  } catch (error) {
    walletStore.set((state) => ({ ...state, status: state.address ? 'connected' : 'idle' }));
    throw error;
  }
}

/** Picks up an account the wallet already shared with this site, without a prompt. */
export async function restoreWallet(): Promise<void> {
  const provider = injectedProvider();
  if (!provider || walletStore.get().status !== 'idle') return;
  listen(provider);
  try {
    const accounts = (await provider.request({ method: 'eth_accounts' })) as string[];
    const chainId = await readChainId(provider);
    const first = accounts[0];
    if (walletStore.get().status !== 'idle') return;
    walletStore.set(
      first ? { status: 'connected', address: getAddress(first), chainId } : { status: 'idle', address: null, chainId },
    );
  } catch {
    /* a wallet that will not answer is the same as none until the person taps connect */
  }
}

/**
 * Puts the wallet on `chain`: wallet_switchEthereumChain, and when the wallet does not know the
 * chain (4902) wallet_addEthereumChain with the server's RPC and explorer, which switches too.
 */
export async function ensureChain(chain: ChainInfo): Promise<void> {
  const provider = requireProvider();
  const current = await readChainId(provider);
  if (current === chain.chainId) {
    walletStore.set((state) => ({ ...state, chainId: current }));
    return;
  }
  const chainIdHex = numberToHex(chain.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] });
  } catch (error) {
    if (providerErrorCode(error) !== PROVIDER_ERROR.unknownChain) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: chainIdHex,
          chainName: chain.name,
          nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
          rpcUrls: chain.rpcUrl ? [chain.rpcUrl] : [],
          ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
        },
      ],
    });
  }
  const after = await readChainId(provider);
  walletStore.set((state) => ({ ...state, chainId: after }));
  // Some wallets answer the switch before they have moved, or ignore it: say so rather than sign on the wrong chain.
  if (after !== chain.chainId) throw new WrongChainError(chain.chainId, after);
}

export class WrongChainError extends Error {
  constructor(
    readonly wanted: number,
    readonly actual: number,
  ) {
    super(`The wallet is on chain ${actual}, not ${wanted}`);
    this.name = 'WrongChainError';
  }
}

/** personal_sign of an exact text (EIP-191), as Sign in with Ethereum requires. */
export async function signMessage(address: Address, message: string): Promise<`0x${string}`> {
  const provider = requireProvider();
  return (await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] })) as `0x${string}`;
}

/** For tests: forget the connection and the provider whose events we follow. */
export function resetWalletForTests(): void {
  listening = null;
  walletStore.set({ status: 'idle', address: null, chainId: null });
}
