/**
 * Wallet login in the login dialog: consent first, WeChat explained, Sign in with Ethereum with a
 * scripted wallet (the server's exact message personal_signed by the connected address), the
 * session stored with loginType '1', and a refusal in the wallet said in words. The API is a
 * stubbed fetch answering by path.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringToHex } from 'viem';
import { toastStore } from '../../../lib/toast';
import { clearSession } from '../../../lib/session';
import { fakeProvider, providerError } from '../../../lib/wallet/fake-provider.test-util';
import { resetChainConfigForTests } from '../../../lib/wallet/chain-config';
import { resetWalletForTests } from '../../../lib/wallet/wallet-store';
import { WalletLogin } from './wallet-login';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MESSAGE = 'localhost wants you to sign in with your Ethereum account:\n' + ADDRESS + '\n\nSign in to May Universe.';
const paths: string[] = [];

const chain = (chainId: number, name: string) => ({
  chainId,
  name,
  family: 'ethereum',
  nativeSymbol: 'ETH',
  testnet: chainId !== 1,
  rpcUrl: null,
  explorerUrl: null,
  passAddress: null,
});

beforeEach(() => {
  paths.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      paths.push(url.pathname + url.search);
      const data: Record<string, unknown> = {
        '/api/v5/auth/guest': { token: 'guest', user_id: '1' },
        '/api/v2/blockchain/chains': {
          defaultChainId: 1,
          passChainId: 1337,
          chains: [chain(1, 'Ethereum'), chain(1337, 'Localhost')],
        },
        '/api/v5/auth/blockchain/nonce': { nonce: 'abcdefgh12', message: MESSAGE, expires_at: '2099-01-01T00:00:00Z' },
        '/api/v5/auth/metamask/login': { token: 'user-token', user_id: '42' },
        '/api/v2/me': {
          user_id: '42',
          isguest: false,
          user_wallets: [{ wallet_type: 1, wallet_address: ADDRESS }],
          wallet_address: ADDRESS,
        },
        '/h5/world/wechat/saveUser': { nickName: 'Lantern' },
      };
      return new Response(JSON.stringify({ result: 1, code: 200, data: data[url.pathname] ?? null }), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.ethereum;
  resetWalletForTests();
  resetChainConfigForTests();
  clearSession();
  toastStore.set([]);
  vi.restoreAllMocks();
});

const toasts = () => toastStore.get().map((toast) => toast.content);

describe('wallet login', () => {
  it('asks for consent first and touches no wallet before it', async () => {
    const provider = fakeProvider({});
    window.ethereum = provider;
    render(<WalletLogin agreed={false} onLoggedIn={() => undefined} />);
    fireEvent.click(screen.getByTestId('login-wallet'));
    expect(toasts()).toEqual(['Please confirm to proceed']);
    expect(provider.calls).toEqual([]);
  });

  it('explains inside WeChat that there is no wallet and offers the browser', async () => {
    vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47');
    render(<WalletLogin agreed onLoggedIn={() => undefined} />);
    fireEvent.click(screen.getByTestId('login-wallet'));
    expect(await screen.findByTestId('wallet-in-wechat')).toBeTruthy();
    expect(screen.getByTestId('wallet-open-in-browser').textContent).toBe('Open in browser');
  });

  it('signs the server’s exact message with the connected address and stores loginType 1', async () => {
    const provider = fakeProvider({
      eth_requestAccounts: [ADDRESS.toLowerCase()],
      eth_chainId: '0x1',
      personal_sign: '0x' + '11'.repeat(65),
    });
    window.ethereum = provider;
    const loggedIn = vi.fn();
    render(<WalletLogin agreed onLoggedIn={loggedIn} />);
    fireEvent.click(screen.getByTestId('login-wallet'));
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    expect(provider.calls.find((c) => c.method === 'personal_sign')?.params).toEqual([stringToHex(MESSAGE), ADDRESS]);
    expect(paths).toContain(`/api/v5/auth/blockchain/nonce?address=${ADDRESS}&chainId=1`);
    expect(localStorage.getItem('loginType')).toBe('1');
    expect(localStorage.getItem('may_uni_address')).toBe(ADDRESS);
    expect(localStorage.getItem('may_uni_token')).toBe('user-token');
    expect(toasts()).toContain('Logged in');
  });

  it('signs in on the pass chain when the wallet is on a chain sign-in does not accept', async () => {
    let chainId = '0xa4b1'; // Arbitrum: not a sign-in chain
    const provider = fakeProvider({
      eth_requestAccounts: [ADDRESS],
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: (params: unknown) => {
        chainId = (params as [{ chainId: string }])[0].chainId;
        return null;
      },
      personal_sign: '0x' + '11'.repeat(65),
    });
    window.ethereum = provider;
    const loggedIn = vi.fn();
    render(<WalletLogin agreed onLoggedIn={loggedIn} />);
    fireEvent.click(screen.getByTestId('login-wallet'));
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    expect(paths).toContain(`/api/v5/auth/blockchain/nonce?address=${ADDRESS}&chainId=1337`);
  });

  it('says so in words when the person refuses to sign, and stores no session', async () => {
    window.ethereum = fakeProvider({
      eth_requestAccounts: [ADDRESS],
      eth_chainId: '0x1',
      personal_sign: providerError(4001, 'User rejected the request.'),
    });
    const loggedIn = vi.fn();
    render(<WalletLogin agreed onLoggedIn={loggedIn} />);
    fireEvent.click(screen.getByTestId('login-wallet'));
    await waitFor(() => expect(toasts()).toContain('You cancelled the request in your wallet.'));
    expect(loggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('loginType')).toBeNull();
    expect(paths).not.toContain('/api/v5/auth/metamask/login');
  });
});
