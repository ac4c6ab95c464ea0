import { createPublicClient, custom, encodeErrorResult, InsufficientFundsError, BaseError } from 'viem';
import { describe, expect, it } from 'vitest';
import { culturePassAbi } from './culture-pass-abi';
import { fakeProvider, providerError } from './fake-provider.test-util';
import { describeWalletError, walletErrorKey } from './wallet-errors';
import { NoWalletError, WrongChainError } from './wallet-store';

const PASS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Estimates a call against a node that reverts with `data`, and answers what viem threw. */
async function revertThroughViem(data: string) {
  const client = createPublicClient({
    transport: custom(fakeProvider({ eth_estimateGas: providerError(3, 'execution reverted', data), eth_chainId: '0x539' })),
  });
  return client
    .estimateContractGas({ address: PASS, abi: culturePassAbi, functionName: 'publicMint', account: HOLDER, value: 1n })
    .then(() => {
      throw new Error('expected a revert');
    })
    .catch((error: unknown) => error);
}

describe('describeWalletError', () => {
  it('names the contract error viem decoded, with its values in readable units', async () => {
    const error = await revertThroughViem(
      encodeErrorResult({ abi: culturePassAbi, errorName: 'WrongPrice', args: [30_000_000_000_000_000n, 1n] }),
    );
    const described = describeWalletError(error, culturePassAbi);
    expect(described).toEqual({
      kind: 'contract',
      contractError: 'WrongPrice',
      values: { expected: '0.03', sent: '0.000000000000000001' },
    });
    expect(walletErrorKey(described)).toBe('wallet.contractErrors.WrongPrice');
  });

  it.each([
    'MintClosed',
    'AddressLimitReached',
    'InvalidProof',
    'TransferToNonERC721ReceiverImplementer',
    'OwnerQueryForNonexistentToken',
  ] as const)('names %s', async (errorName) => {
    const error = await revertThroughViem(encodeErrorResult({ abi: culturePassAbi, errorName }));
    expect(describeWalletError(error, culturePassAbi)).toMatchObject({ kind: 'contract', contractError: errorName });
  });

  it('gives the token id of TokenStaked', async () => {
    const error = await revertThroughViem(encodeErrorResult({ abi: culturePassAbi, errorName: 'TokenStaked', args: [7n] }));
    expect(describeWalletError(error, culturePassAbi)).toEqual({
      kind: 'contract',
      contractError: 'TokenStaked',
      values: { tokenId: '7' },
    });
  });

  it('decodes raw revert data a wallet passes up without viem (nested data.data too)', () => {
    const data = encodeErrorResult({ abi: culturePassAbi, errorName: 'StakeClosed' });
    expect(describeWalletError(providerError(-32603, 'Internal error', data), culturePassAbi)).toMatchObject({
      contractError: 'StakeClosed',
    });
    const nested = Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603, data: { code: 3, data } });
    expect(describeWalletError(nested, culturePassAbi)).toMatchObject({ contractError: 'StakeClosed' });
  });

  it('treats a revert this contract does not declare as unknown', async () => {
    const error = await revertThroughViem('0xdeadbeef');
    expect(describeWalletError(error, culturePassAbi).kind).toBe('unknown');
  });

  it('recognises the person refusing: code 4001 (also wrapped by viem) and wallets that only say so in words', async () => {
    expect(describeWalletError(providerError(4001, 'User rejected the request.')).kind).toBe('rejected');
    const client = createPublicClient({ transport: custom(fakeProvider({ eth_requestAccounts: providerError(4001, 'nope') })) });
    const wrapped = await client.request({ method: 'eth_requestAccounts' } as never).catch((e: unknown) => e);
    expect(wrapped).toBeInstanceOf(BaseError);
    expect(describeWalletError(wrapped).kind).toBe('rejected');
    expect(describeWalletError(new Error('MetaMask Tx Signature: User denied transaction signature.')).kind).toBe('rejected');
    expect(describeWalletError(new Error('Request rejected')).kind).toBe('rejected');
  });

  it('knows a pending request, too little coin, a missing wallet, WeChat and a wrong chain', () => {
    expect(describeWalletError(providerError(-32002, 'Request of type wallet_requestPermissions already pending')).kind).toBe(
      'pending',
    );
    expect(describeWalletError(new InsufficientFundsError()).kind).toBe('insufficientFunds');
    expect(describeWalletError(new Error('insufficient funds for gas * price + value')).kind).toBe('insufficientFunds');
    expect(describeWalletError(new NoWalletError('missing')).kind).toBe('noWallet');
    expect(describeWalletError(new NoWalletError('wechat')).kind).toBe('inWeChat');
    expect(describeWalletError(new WrongChainError(1337, 1))).toEqual({ kind: 'wrongChain', values: { chainId: '1337' } });
    expect(describeWalletError(new Error('socket hang up')).kind).toBe('unknown');
  });
});
