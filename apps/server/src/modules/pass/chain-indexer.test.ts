/**
 * The pass indexer and the pass routes against a real Hardhat node started by this file: mints in
 * each phase with the proofs the server serves, stake, unstake, a transfer while staked, the
 * confirmations, a catch-up after a restart, one leader across processes, and a reorganisation
 * (evm_snapshot / evm_revert replace blocks the index had read).
 */
import { readFileSync } from 'node:fs';
import { startLocalChain } from '@culture/contracts/local-chain';
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { createChainIndexer } from './chain-indexer.js';
import { createPassIndexStore } from './pass-index-store.js';

const ABI = (
  JSON.parse(readFileSync(new URL('../../../../../contracts/abi/CulturePass.json', import.meta.url), 'utf8')) as { abi: Abi }
).abi;

const chain = await startLocalChain();
afterAll(() => chain.stop());
const t = await createTestApp({
  env: {
    PASS_CHAIN_ID: String(chain.chainId),
    PASS_RPC_URL: chain.rpcUrl,
    PASS_CONTRACT_ADDRESS: chain.passAddress,
    PASS_DEPLOY_BLOCK: String(chain.deployBlock),
    PASS_CONFIRMATIONS: '2',
  },
});
const local = defineChain({
  id: chain.chainId,
  name: 'Localhost',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
});
const reader = createPublicClient({ chain: local, transport: http(chain.rpcUrl) });
const silent = { info: () => undefined, warn: () => undefined };
const indexer = createChainIndexer({ db: t.database.db, pass: t.config.pass!, log: silent, leaderId: 'node-a' });
afterAll(() => indexer.stop());

function wallet(index: number) {
  const account = privateKeyToAccount(chain.accounts[index]!.privateKey);
  const client = createWalletClient({ account, chain: local, transport: http(chain.rpcUrl) });
  return {
    address: account.address,
    async send(functionName: string, args: unknown[] = [], value?: bigint) {
      const hash = await client.writeContract({ address: chain.passAddress, abi: ABI, functionName, args, value });
      const receipt = await reader.waitForTransactionReceipt({ hash });
      expect(receipt.status, functionName).toBe('success');
      return receipt;
    },
  };
}
const rpc = (method: string, params: unknown[] = []) => reader.request({ method: method as never, params: params as never });

async function tokensOf(address: string) {
  const res = await t.get(`/api/v2/blockchain/pass/tokens?address=${address.toLowerCase()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    chainId: number;
    indexedBlock: number;
    tokens: Array<{ tokenId: string; owner: string; staked: boolean; stakedAt: number | null; confirmed: boolean }>;
  };
}

const kycHolder = wallet(1); // on the KYC list only
const preHolder = wallet(6); // on the pre-mint list only
const alice = wallet(10); // on no list
const bob = wallet(11);
const carol = wallet(12);

describe('minting with the proofs the server serves', () => {
  it('mints in the KYC and pre-mint phases with them, and publicly without one; an empty proof is refused on chain', async () => {
    const proofs = async (address: string) => (await t.get(`/api/v2/blockchain/pass/proofs?address=${address}`)).json().data;
    await kycHolder.send('kycMint', [(await proofs(kycHolder.address)).kycProof], parseEther('0.01'));
    await preHolder.send('preMint', [(await proofs(preHolder.address)).preProof], parseEther('0.02'));
    const none = await proofs(alice.address);
    expect(none).toEqual({ kycProof: [], preProof: [] });
    await expect(
      reader.simulateContract({
        account: alice.address,
        address: chain.passAddress,
        abi: ABI,
        functionName: 'kycMint',
        args: [none.kycProof],
        value: parseEther('0.01'),
      }),
    ).rejects.toThrow(/InvalidProof/);
    await indexer.catchUp();
    expect((await tokensOf(kycHolder.address)).tokens.map((x) => x.tokenId)).toEqual(['0']);
    expect((await tokensOf(preHolder.address)).tokens.map((x) => x.tokenId)).toEqual(['1']);
  });
});

describe('the pass indexer', () => {
  it('follows mint, stake, unstake and a transfer while staked; changes become final after the confirmations', async () => {
    await alice.send('publicMint', [], parseEther('0.03'));
    await alice.send('publicMint', [], parseEther('0.03'));
    const staking = await alice.send('stake', [[2n, 3n]]);
    await alice.send('unStake', [[3n]]);
    await alice.send('safeTransferWhileStake', [alice.address, bob.address, 2n]);
    await indexer.catchUp();

    const stakedAt = Number((await reader.getBlock({ blockNumber: staking.blockNumber })).timestamp);
    expect(await tokensOf(alice.address)).toMatchObject({
      chainId: chain.chainId,
      tokens: [{ tokenId: '3', owner: alice.address, staked: false, stakedAt: null, confirmed: false }],
    });
    const bobs = await tokensOf(bob.address);
    expect(bobs.tokens).toEqual([{ tokenId: '2', owner: bob.address, staked: true, stakedAt, confirmed: false }]);
    expect(bobs.indexedBlock).toBe(Number(await reader.getBlockNumber()));

    await rpc('hardhat_mine', ['0x2']);
    await indexer.catchUp();
    expect((await tokensOf(bob.address)).tokens[0]!.confirmed).toBe(true);
  });

  it('lets one process index at a time and catches up from its stored cursor after a restart', async () => {
    const other = createChainIndexer({ db: t.database.db, pass: t.config.pass!, log: silent, leaderId: 'node-b' });
    expect((await other.tick()).status).toBe('follower');
    await indexer.stop();
    const before = (await tokensOf(bob.address)).indexedBlock;

    await bob.send('unStake', [[2n]]);
    await bob.send('transferFrom', [bob.address, carol.address, 2n]);
    await alice.send('publicMint', [], parseEther('0.03'));

    const first = await other.tick();
    // It read on from the stored cursor: the three new blocks, not the chain from its deploy block.
    expect(first).toMatchObject({ status: 'indexed', indexedBlock: before + 3, events: 3 });
    await other.catchUp();
    await other.stop();
    expect((await tokensOf(carol.address)).tokens).toMatchObject([{ tokenId: '2', staked: false }]);
    expect((await tokensOf(bob.address)).tokens).toEqual([]);
    expect((await tokensOf(alice.address)).tokens.map((x) => x.tokenId)).toEqual(['3', '4']);
  });

  it('gives the lease to exactly one of many processes claiming it at once', async () => {
    await indexer.stop();
    const store = createPassIndexStore(t.database.db);
    const target = { chainId: chain.chainId, contract: chain.passAddress.toLowerCase(), deployBlock: chain.deployBlock };
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => store.claimLease(`racer-${i}`, 60_000, target)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `racer-${claims.indexOf(true)}`;
    await store.releaseLease(winner);
  });

  it('undoes the events of blocks a reorganisation replaced and reads the new ones', async () => {
    const snapshot = (await rpc('evm_snapshot')) as Hex;
    await alice.send('transferFrom', [alice.address, bob.address, 3n]);
    await alice.send('stake', [[4n]]);
    await indexer.catchUp();
    expect((await tokensOf(bob.address)).tokens.map((x) => x.tokenId)).toEqual(['3']);

    // Another history from the same parent: token 3 is staked by Alice instead, and the chain grows longer.
    expect(await rpc('evm_revert', [snapshot])).toBe(true);
    await alice.send('stake', [[3n]]);
    await rpc('hardhat_mine', ['0x3']);
    expect((await indexer.tick()).status).toBe('reorg');
    await indexer.catchUp();
    expect((await tokensOf(bob.address)).tokens).toEqual([]);
    expect((await tokensOf(alice.address)).tokens).toMatchObject([
      { tokenId: '3', staked: true },
      { tokenId: '4', staked: false },
    ]);
  });
});
