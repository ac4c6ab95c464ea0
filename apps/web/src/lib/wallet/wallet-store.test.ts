import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainInfo } from './chains';
import { fakeProvider, providerError } from './fake-provider.test-util';
import {
  NoWalletError,
  WrongChainError,
  connectWallet,
  ensureChain,
  resetWalletForTests,
  restoreWallet,
  signMessage,
  walletAvailability,
  walletStore,
} from './wallet-store';

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const localChain: ChainInfo = {
  chainId: 1337,
  name: 'Localhost',
  family: 'ethereum',
  nativeSymbol: 'ETH',
  testnet: true,
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: null,
  passAddress: null,
};

afterEach(() => {
  delete window.ethereum;
  resetWalletForTests();
  vi.restoreAllMocks();
});

describe('wallet availability', () => {
  it('is available with an injected provider, "wechat" inside WeChat without one, "missing" elsewhere', () => {
    expect(walletAvailability()).toBe('missing');
    vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47');
    expect(walletAvailability()).toBe('wechat');
    window.ethereum = fakeProvider({});
    expect(walletAvailability()).toBe('available');
  });

  it('refuses to connect without a provider, saying which case it is', async () => {
    await expect(connectWallet()).rejects.toBeInstanceOf(NoWalletError);
    await expect(connectWallet()).rejects.toMatchObject({ availability: 'missing' });
  });
});

describe('connecting', () => {
  it('asks for accounts, checksums the address and follows account and chain changes', async () => {
    const provider = fakeProvider({ eth_requestAccounts: [ACCOUNT], eth_chainId: '0x539' });
    window.ethereum = provider;
    await expect(connectWallet()).resolves.toEqual({ address: CHECKSUMMED, chainId: 1337 });
    expect(walletStore.get()).toEqual({ status: 'connected', address: CHECKSUMMED, chainId: 1337 });
    provider.emit('chainChanged', '0x1');
    expect(walletStore.get().chainId).toBe(1);
    provider.emit('accountsChanged', []);
    expect(walletStore.get()).toMatchObject({ status: 'idle', address: null });
  });

  it('goes back to idle when the person refuses the connection', async () => {
    window.ethereum = fakeProvider({
      eth_requestAccounts: providerError(4001, 'User rejected the request.'),
      eth_chainId: '0x1',
    });
    await expect(connectWallet()).rejects.toMatchObject({ code: 4001 });
    expect(walletStore.get().status).toBe('idle');
  });

  it('restores an already shared account without asking (eth_accounts, never eth_requestAccounts)', async () => {
    const provider = fakeProvider({ eth_accounts: [ACCOUNT], eth_chainId: '0x1' });
    window.ethereum = provider;
    await restoreWallet();
    expect(walletStore.get()).toEqual({ status: 'connected', address: CHECKSUMMED, chainId: 1 });
    expect(provider.calls.map((c) => c.method)).not.toContain('eth_requestAccounts');
  });
});

describe('switching chains', () => {
  it('does nothing when the wallet is already on the chain', async () => {
    const provider = fakeProvider({ eth_chainId: '0x539' });
    window.ethereum = provider;
    await ensureChain(localChain);
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_chainId']);
  });

  it('switches with wallet_switchEthereumChain', async () => {
    let chain = '0x1';
    const provider = fakeProvider({
      eth_chainId: () => chain,
      wallet_switchEthereumChain: (params: unknown) => {
        chain = (params as [{ chainId: string }])[0].chainId;
        return null;
      },
    });
    window.ethereum = provider;
    await ensureChain(localChain);
    expect(provider.calls.find((c) => c.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x539' }]);
    expect(walletStore.get().chainId).toBe(1337);
  });

  it('adds the chain (RPC, coin, no explorer for a local node) when the wallet does not know it (4902)', async () => {
    let chain = '0x1';
    const provider = fakeProvider({
      eth_chainId: () => chain,
      wallet_switchEthereumChain: providerError(4902, 'Unrecognized chain ID'),
      wallet_addEthereumChain: () => {
        chain = '0x539';
        return null;
      },
    });
    window.ethereum = provider;
    await ensureChain(localChain);
    expect(provider.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0x539',
        chainName: 'Localhost',
        nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8545'],
      },
    ]);
  });

  it('says so when the wallet stays on another chain', async () => {
    window.ethereum = fakeProvider({ eth_chainId: '0x1', wallet_switchEthereumChain: null });
    await expect(ensureChain(localChain)).rejects.toBeInstanceOf(WrongChainError);
  });

  it('passes a refusal of the switch through (the caller shows it)', async () => {
    window.ethereum = fakeProvider({ eth_chainId: '0x1', wallet_switchEthereumChain: providerError(4001, 'User rejected') });
    await expect(ensureChain(localChain)).rejects.toMatchObject({ code: 4001 });
  });
});

describe('signing', () => {
  it('personal_signs the exact UTF-8 text, hex encoded, with the address second', async () => {
    const provider = fakeProvider({ personal_sign: '0xsig' });
    window.ethereum = provider;
    await signMessage(CHECKSUMMED, 'Héllo\nline 2');
    expect(provider.calls[0]?.params).toEqual(['0x48c3a96c6c6f0a6c696e652032', CHECKSUMMED]);
  });
});
