/**
 * Turns whatever a wallet or a contract call threw into one plain sentence (spec §8): a refusal in
 * the wallet, a request already waiting there, too little coin for gas, a wallet on another chain,
 * no wallet at all, and each of the contract's custom errors by name (ERC721A's of spec §8, the
 * pass's own, OpenZeppelin's). The answer is a catalogue key under `wallet.` plus its values, so
 * the sentence exists in every language; anything unknown is "failed, try again".
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  decodeErrorResult,
  formatEther,
  type Abi,
  type Hex,
} from 'viem';
import { PROVIDER_ERROR, providerErrorCode } from './eip1193';
import { NoWalletError, WrongChainError } from './wallet-store';

export type WalletErrorKind = 'rejected' | 'pending' | 'insufficientFunds' | 'wrongChain' | 'noWallet' | 'inWeChat' | 'unknown';

export type WalletErrorDescription =
  | { kind: WalletErrorKind; contractError?: undefined; values: Record<string, string> }
  | { kind: 'contract'; contractError: string; values: Record<string, string> };

/** The catalogue key of a description: `wallet.errors.<kind>` or `wallet.contractErrors.<Name>`. */
export function walletErrorKey(description: WalletErrorDescription): string {
  return description.kind === 'contract'
    ? `wallet.contractErrors.${description.contractError}`
    : `wallet.errors.${description.kind}`;
}

/** Values a contract error's sentence may name: token ids as they are, amounts in the coin (not wei). */
function errorValues(name: string, args: readonly unknown[] | undefined): Record<string, string> {
  const list = args ?? [];
  const text = (value: unknown) => (typeof value === 'bigint' ? value.toString() : String(value));
  switch (name) {
    case 'WrongPrice':
      return { expected: formatEther(list[0] as bigint), sent: formatEther(list[1] as bigint) };
    case 'TokenStaked':
    case 'NotStaked':
    case 'NotTokenOwner':
      return { tokenId: text(list[0]) };
    case 'OperatorBatchTooLarge':
      return { amount: text(list[0]), max: text(list[1]) };
    default:
      return {};
  }
}

/** The revert data somewhere in the error chain (a wallet may pass it up raw, without viem decoding it). */
function revertData(error: unknown): Hex | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const data = (current as { data?: unknown }).data;
    if (typeof data === 'string' && /^0x[0-9a-fA-F]{8,}$/.test(data)) return data as Hex;
    if (data && typeof data === 'object' && typeof (data as { data?: unknown }).data === 'string') {
      const inner = (data as { data: string }).data;
      if (/^0x[0-9a-fA-F]{8,}$/.test(inner)) return inner as Hex;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function contractError(error: unknown, abi: Abi | undefined): WalletErrorDescription | null {
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName) {
      const name = reverted.data.errorName;
      return { kind: 'contract', contractError: name, values: errorValues(name, reverted.data.args) };
    }
  }
  const data = abi ? revertData(error) : null;
  if (abi && data) {
    try {
      const decoded = decodeErrorResult({ abi, data });
      return { kind: 'contract', contractError: decoded.errorName, values: errorValues(decoded.errorName, decoded.args) };
    } catch {
      /* not one of this contract's errors */
    }
  }
  return null;
}

/** The sentence-to-be for `error`; `abi` names the contract whose custom errors may appear. */
export function describeWalletError(error: unknown, abi?: Abi): WalletErrorDescription {
  if (error instanceof NoWalletError) return { kind: error.availability === 'wechat' ? 'inWeChat' : 'noWallet', values: {} };
  if (error instanceof WrongChainError) return { kind: 'wrongChain', values: { chainId: String(error.wanted) } };
  const code = providerErrorCode(error);
  if (code === PROVIDER_ERROR.userRejected) return { kind: 'rejected', values: {} };
  // Some wallets reject with a message only ("User denied…", "User rejected…", "cancel").
  const message = error instanceof Error ? error.message : String(error);
  if (/user (denied|rejected|cancel)|rejected by user|request rejected/i.test(message)) return { kind: 'rejected', values: {} };
  if (code === PROVIDER_ERROR.requestPending) return { kind: 'pending', values: {} };
  const fromContract = contractError(error, abi);
  if (fromContract) return fromContract;
  if (error instanceof BaseError && error.walk((e) => e instanceof InsufficientFundsError) instanceof InsufficientFundsError)
    return { kind: 'insufficientFunds', values: {} };
  if (/insufficient funds/i.test(message)) return { kind: 'insufficientFunds', values: {} };
  return { kind: 'unknown', values: {} };
}
