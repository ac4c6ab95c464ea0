/**
 * The injected EIP-1193 provider (window.ethereum) that wallet apps put into their in-app
 * browsers (MetaMask, OKX, imToken, TokenPocket) and that browser extensions inject. Only the
 * part of the interface the app uses is typed here; viem's `custom()` transport wraps it.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
  isMetaMask?: boolean;
  isOkxWallet?: boolean;
  isImToken?: boolean;
  isTokenPocket?: boolean;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

/** The injected provider, or null when the browser has no wallet (WeChat, a plain mobile browser). */
export function injectedProvider(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null;
  const candidate = window.ethereum;
  return candidate && typeof candidate.request === 'function' ? candidate : null;
}

/** EIP-1193 / EIP-1474 error codes the app reacts to. */
export const PROVIDER_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** wallet_switchEthereumChain: the wallet does not know the chain; add it first. */
  unknownChain: 4902,
  /** MetaMask: a request of the same kind is already waiting in the wallet. */
  requestPending: -32002,
} as const;

/** The numeric `code` of a provider error, looking through viem's wrappers (`cause`). */
export function providerErrorCode(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
