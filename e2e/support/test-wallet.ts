/**
 * A test wallet for the browser: window.ethereum (EIP-1193) in the page, answered by this process
 * through page.exposeFunction. Signing uses a real private key (viem's local account); reads and
 * sends go to the local Hardhat node. It starts on Ethereum mainnet (chain 1) and does not know the
 * local chain until the app adds it (wallet_addEthereumChain), as a fresh MetaMask would.
 * `rejectNext` makes the next signature or transaction refused as a person would (4001).
 */
import type { BrowserContext } from 'playwright-core';
import { createWalletClient, http, numberToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export interface TestWallet {
  address: `0x${string}`;
  chainId: number;
  rejectNext: boolean;
  /** Every method the page asked for, in order. */
  calls: string[];
  /** wallet_addEthereumChain requests the app made. */
  added: unknown[];
}

export async function installTestWallet(
  context: BrowserContext,
  options: { privateKey: Hex; rpcUrl: string; localChainId: number },
): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey);
  const signer = createWalletClient({
    account,
    transport: http(options.rpcUrl),
    chain: {
      id: options.localChainId,
      name: 'Localhost',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [options.rpcUrl] } },
    },
  });
  const wallet: TestWallet = { address: account.address, chainId: 1, rejectNext: false, calls: [], added: [] };
  let knowsLocalChain = false;

  const node = async (method: string, params: unknown[]) => {
    const res = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return (await res.json()) as { result?: unknown; error?: RpcError };
  };
  const refuse = (): { error: RpcError } => {
    wallet.rejectNext = false;
    return { error: { code: 4001, message: 'User rejected the request.' } };
  };

  async function answer(
    method: string,
    params: unknown[],
  ): Promise<{ result?: unknown; error?: RpcError; events?: Array<[string, unknown]> }> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [account.address] };
      case 'eth_chainId':
        return { result: numberToHex(wallet.chainId) };
      case 'personal_sign':
        if (wallet.rejectNext) return refuse();
        return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) };
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: string }).chainId);
        if (target === options.localChainId && !knowsLocalChain)
          return { error: { code: 4902, message: 'Unrecognized chain ID' } };
        if (target !== 1 && target !== options.localChainId) return { error: { code: 4902, message: 'Unrecognized chain ID' } };
        wallet.chainId = target;
        return { result: null, events: [['chainChanged', numberToHex(target)]] };
      }
      case 'wallet_addEthereumChain': {
        wallet.added.push(params[0]);
        const target = Number((params[0] as { chainId: string }).chainId);
        if (target !== options.localChainId) return { error: { code: -32602, message: 'Unknown RPC' } };
        knowsLocalChain = true;
        wallet.chainId = target;
        return { result: null, events: [['chainChanged', numberToHex(target)]] };
      }
      case 'eth_sendTransaction': {
        if (wallet.rejectNext) return refuse();
        if (wallet.chainId !== options.localChainId)
          return { error: { code: -32000, message: 'wrong chain in the test wallet' } };
        const tx = params[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex };
        const hash = await signer.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
        return { result: hash };
      }
      default:
        // Reads: the wallet's node answers only for the chain the wallet is on.
        if (wallet.chainId !== options.localChainId)
          return { error: { code: -32603, message: `test wallet has no node for chain ${wallet.chainId}` } };
        return node(method, params);
    }
  }

  await context.exposeFunction('__testWallet', async (method: string, paramsJson: string) => {
    wallet.calls.push(method);
    try {
      return JSON.stringify(await answer(method, JSON.parse(paramsJson) as unknown[]));
    } catch (error) {
      return JSON.stringify({ error: { code: -32603, message: (error as Error).message } });
    }
  });
  await context.addInitScript(() => {
    const listeners: Record<string, Array<(arg: unknown) => void>> = {};
    (window as unknown as { ethereum: unknown }).ethereum = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const bridge = (window as unknown as { __testWallet: (m: string, p: string) => Promise<string> }).__testWallet;
        const reply = JSON.parse(await bridge(method, JSON.stringify(params ?? []))) as {
          result?: unknown;
          error?: { code: number; message: string; data?: unknown };
          events?: Array<[string, unknown]>;
        };
        if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
        for (const [event, arg] of reply.events ?? []) setTimeout(() => (listeners[event] ?? []).forEach((l) => l(arg)));
        return reply.result;
      },
      on(event: string, listener: (arg: unknown) => void) {
        (listeners[event] ??= []).push(listener);
      },
      removeListener(event: string, listener: (arg: unknown) => void) {
        listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
      },
    };
  });
  return wallet;
}
