// Gas measurement of the CulturePass hot paths against a bare ERC721A `_mint`, in one run on the
// in-process Hardhat network. Used by scripts/gas-bench.ts (prints) and test/gas.test.ts (asserts
// the targets). Gas is the transaction's gasUsed (21,000 intrinsic and calldata included), each
// measured under the same storage conditions: a collection that has already minted, and a
// recipient that holds nothing yet.
import type { HardhatRuntimeEnvironment } from 'hardhat/types';
import { Contract, parseEther, type ContractTransactionResponse } from 'ethers';
import { buildWhitelist } from './whitelist';

export interface GasRow {
  operation: string;
  gas: bigint;
  baseline?: { name: string; gas: bigint };
  /** Target ratio to the baseline, when there is one. */
  target?: number;
}

export function ratio(row: GasRow): number | undefined {
  return row.baseline ? Number(row.gas) / Number(row.baseline.gas) : undefined;
}

export function targetMet(row: GasRow): boolean | undefined {
  const r = ratio(row);
  return r === undefined || row.target === undefined ? undefined : r <= row.target;
}

async function gasOf(tx: Promise<ContractTransactionResponse>): Promise<bigint> {
  const receipt = await (await tx).wait();
  return receipt!.gasUsed;
}

export async function measureGas(hre: HardhatRuntimeEnvironment): Promise<GasRow[]> {
  const { ethers } = hre;
  const signers = await ethers.getSigners();
  const [owner, operator, warm, kycUser, staker, bareUser, publicUser] = signers;
  const fresh = () => ethers.Wallet.createRandom().address;

  // Baseline: bare ERC721A, one warm-up mint so the next-token-id slot is already non-zero.
  const bare = (await ethers.deployContract('BareERC721A')) as unknown as Contract;
  await (await bare.mint(warm.address, 1)).wait();
  const bare1 = await gasOf(bare.connect(bareUser).getFunction('mint')(bareUser.address, 1));
  const bare10 = await gasOf(bare.mint(fresh(), 10));

  // CulturePass with every phase open and a KYC list of 8 addresses (proof depth 3).
  const pass = (await ethers.deployContract('CulturePass', [
    'Culture Pass',
    'CPASS',
    10_000,
    'ipfs://x/',
  ])) as unknown as Contract;
  const kycList = buildWhitelist([kycUser, ...signers.slice(10, 17)].map((s) => s.address));
  await (await pass.setMintLimit(1000, 1000, 1000, 20)).wait();
  const prices = { kyc: parseEther('0.01'), pre: parseEther('0.02'), public: parseEther('0.03') };
  await (await pass.setMintPrice(prices.kyc, prices.pre, prices.public)).wait();
  await (await pass.setMerkleRoots(kycList.root, kycList.root)).wait();
  await (await pass.setSwitch(true, true, true, true)).wait();
  await (await pass.setStakeOpen(true)).wait();
  await (await pass.grantRole(await pass.OPERATOR_ROLE(), operator.address)).wait();
  const op = pass.connect(operator) as Contract;
  await (await op.operatorMint(1, warm.address)).wait();
  await (await (pass.connect(warm) as Contract).publicMint({ value: prices.public })).wait();

  const publicMint = await gasOf((pass.connect(publicUser) as Contract).publicMint({ value: prices.public }));
  const kycMint = await gasOf(
    (pass.connect(kycUser) as Contract).kycMint(kycList.proofs[kycUser.address], { value: prices.kyc }),
  );
  const opMint1 = await gasOf(op.operatorMint(1, fresh()));
  const opMint10 = await gasOf(op.operatorMint(10, fresh()));

  // Staking: the staker holds 6 fresh tokens.
  const first = Number(await pass.totalMinted());
  await (await op.operatorMint(6, staker.address)).wait();
  const ids = Array.from({ length: 6 }, (_, i) => first + i);
  const st = pass.connect(staker) as Contract;
  const stake1 = await gasOf(st.stake([ids[0]]));
  const stake5 = await gasOf(st.stake(ids.slice(1, 6)));
  const unStake1 = await gasOf(st.unStake([ids[0]]));
  const unStake5 = await gasOf(st.unStake(ids.slice(1, 6)));
  await (await st.stake([ids[0]])).wait();
  const transferWhileStake = await gasOf(st.safeTransferWhileStake(staker.address, fresh(), ids[0]));

  const b1 = { name: 'bare _mint(1)', gas: bare1 };
  const b10 = { name: 'bare _mint(10)', gas: bare10 };
  void owner;
  return [
    { operation: 'bare ERC721A _mint(1)', gas: bare1 },
    { operation: 'bare ERC721A _mint(10)', gas: bare10 },
    { operation: 'publicMint()', gas: publicMint, baseline: b1, target: 1.3 },
    { operation: 'kycMint(proof depth 3)', gas: kycMint, baseline: b1 },
    { operation: 'operatorMint(1)', gas: opMint1, baseline: b1 },
    { operation: 'operatorMint(10)', gas: opMint10, baseline: b10, target: 1.1 },
    { operation: 'stake(1 token)', gas: stake1 },
    { operation: 'stake(5 tokens)', gas: stake5 },
    { operation: 'unStake(1 token)', gas: unStake1 },
    { operation: 'unStake(5 tokens)', gas: unStake5 },
    { operation: 'safeTransferWhileStake', gas: transferWhileStake },
  ];
}

export function formatGasTable(rows: GasRow[]): string {
  const header = ['operation', 'gas', 'baseline', 'ratio', 'target', 'met'];
  const lines = rows.map((r) => {
    const q = ratio(r);
    const met = targetMet(r);
    return [
      r.operation,
      r.gas.toString(),
      r.baseline ? `${r.baseline.gas} (${r.baseline.name})` : '',
      q === undefined ? '' : `${q.toFixed(3)}x`,
      r.target === undefined ? '' : `<= ${r.target.toFixed(2)}x`,
      met === undefined ? '' : met ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
