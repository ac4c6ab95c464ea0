// Invariants under seeded random sequences of mints, stakes, transfers, approvals, unstakes and
// switch changes. A plain model predicts whether each call succeeds; the chain must agree, and
// after every call: total minted ≤ supply, phase and per-address counts within their limits, and
// a staked token changes owner only through safeTransferWhileStake.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { mine, time } from '@nomicfoundation/hardhat-network-helpers';
import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers';
import { Contract, type ContractTransactionResponse } from 'ethers';
import { buildProofsFile } from '../scripts/lib/whitelist';
import { as, configured, deployPass, PRICES, prng } from './helpers';

const SUPPLY = 60;
const LIMITS = { kyc: 12, pre: 12, public: 20, address: 4 };
const PHASES = ['kyc', 'pre', 'public'] as const;
type PhaseName = (typeof PHASES)[number];

interface Model {
  owners: string[];
  staked: boolean[];
  tokenApproval: string[];
  approvedForAll: Set<string>; // `${owner}>${operator}`
  phaseCount: number[];
  addrCount: Map<string, number[]>;
  open: Record<PhaseName | 'transfer' | 'stake', boolean>;
}

async function runSequence(seed: number, steps: number): Promise<Record<string, [number, number]>> {
  const rand = prng(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const chance = (p: number) => rand() < p;

  const signers = await ethers.getSigners();
  const owner = signers[0];
  const operator = signers[9];
  const actors: HardhatEthersSigner[] = [...signers.slice(1, 9), ...signers.slice(10, 14)];
  const proofs = buildProofsFile().file;
  const pass = await deployPass(BigInt(SUPPLY));
  await configured(pass, proofs, operator.address, {
    limits: LIMITS,
    prices: PRICES,
    switches: { kyc: true, pre: true, public: true, transfer: true },
    stakeOpen: true,
  });
  const passAddr = await pass.getAddress();

  const m: Model = {
    owners: [],
    staked: [],
    tokenApproval: [],
    approvedForAll: new Set(),
    phaseCount: [0, 0, 0],
    addrCount: new Map(actors.map((a) => [a.address, [0, 0, 0]])),
    open: { kyc: true, pre: true, public: true, transfer: true, stake: true },
  };
  const stats: Record<string, [number, number]> = {};
  const onList = (phase: 'kyc' | 'pre', addr: string) => proofs[phase].proofs[addr] !== undefined;
  const minted = () => m.owners.length;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const tokensOf = (addr: string) => m.owners.flatMap((o, id) => (o === addr ? [id] : []));
  const ownerSigner = (id: number) => actors.find((a) => a.address === m.owners[id])!;
  const authorized = (caller: string, id: number) =>
    caller === m.owners[id] || m.approvedForAll.has(`${m.owners[id]}>${caller}`) || m.tokenApproval[id] === caller;

  /** Sends the call; checks it succeeds exactly when the model says; returns the receipt logs. */
  async function attempt(kind: string, expectOk: boolean, send: () => Promise<ContractTransactionResponse>) {
    stats[kind] ??= [0, 0];
    let logs: readonly { address: string; topics: readonly string[]; data: string }[] | undefined;
    let error: unknown;
    try {
      const receipt = await (await send()).wait();
      logs = receipt!.logs;
    } catch (err) {
      error = err;
    }
    const ok = logs !== undefined;
    stats[kind][ok ? 0 : 1]++;
    expect(ok, `${kind} (seed ${seed}): model expected ${expectOk ? 'success' : 'revert'}; ${error ?? 'it succeeded'}`).to.equal(
      expectOk,
    );
    return logs ?? [];
  }

  /** Every Transfer of a token that was staked before the call must be that call's stake-transfer. */
  function checkStakedTransfers(logs: Awaited<ReturnType<typeof attempt>>, allowed: number | undefined, stakedBefore: boolean[]) {
    for (const log of logs) {
      if (log.address !== passAddr) continue;
      const parsed = pass.interface.parseLog(log);
      if (parsed?.name !== 'Transfer') continue;
      const id = Number(parsed.args[2]);
      if (parsed.args[0] !== ethers.ZeroAddress && stakedBefore[id]) {
        expect(id, `staked token ${id} moved outside safeTransferWhileStake (seed ${seed})`).to.equal(allowed);
      }
    }
  }

  async function fullCheck() {
    const total = Number(await pass.totalMinted());
    expect(total).to.equal(minted());
    expect(total).to.be.at.most(SUPPLY);
    const counts = (await pass.getMintCount()).map(Number);
    expect(counts).to.deep.equal(m.phaseCount);
    expect(counts[0]).to.be.at.most(LIMITS.kyc);
    expect(counts[1]).to.be.at.most(LIMITS.pre);
    expect(counts[2]).to.be.at.most(LIMITS.public);
    for (const a of actors) {
      const own = (await pass.mintCountOf(a.address)).map(Number);
      expect(own).to.deep.equal(m.addrCount.get(a.address));
      expect(sum(own)).to.be.at.most(LIMITS.address);
      expect(Number(await pass.balanceOf(a.address))).to.equal(tokensOf(a.address).length);
    }
    for (let id = 0; id < minted(); id++) {
      expect(await pass.ownerOf(id)).to.equal(m.owners[id]);
      expect((await pass.stakePeriod(id))[0]).to.equal(m.staked[id]);
    }
  }

  for (let step = 0; step < steps; step++) {
    if (chance(0.3)) await time.increase(1 + Math.floor(rand() * 5000));
    const stakedBefore = [...m.staked];
    const r = rand();
    const actor = pick(actors);
    const p = as(pass, actor);

    if (r < 0.36) {
      // phase mint
      const phase = pick([...PHASES]);
      const i = PHASES.indexOf(phase);
      const price = PRICES[phase];
      const value = chance(0.85) ? price : pick([0n, price - 1n, price + 1n]);
      let listed = true;
      let proof: string[] = [];
      if (phase !== 'public') {
        listed = onList(phase, actor.address);
        // members send their proof; others send a random member's proof
        proof = listed ? proofs[phase].proofs[actor.address] : pick(Object.values(proofs[phase].proofs));
      }
      const expectOk =
        m.open[phase] &&
        listed &&
        value === price &&
        m.phaseCount[i] < [LIMITS.kyc, LIMITS.pre, LIMITS.public][i] &&
        sum(m.addrCount.get(actor.address)!) < LIMITS.address &&
        minted() < SUPPLY;
      const send = () =>
        phase === 'kyc' ? p.kycMint(proof, { value }) : phase === 'pre' ? p.preMint(proof, { value }) : p.publicMint({ value });
      const logs = await attempt(`${phase}Mint`, expectOk, send);
      checkStakedTransfers(logs, undefined, stakedBefore);
      if (expectOk) {
        m.owners.push(actor.address);
        m.staked.push(false);
        m.tokenApproval.push(ethers.ZeroAddress);
        m.phaseCount[i]++;
        m.addrCount.get(actor.address)![i]++;
      }
    } else if (r < 0.41) {
      const n = 1 + Math.floor(rand() * 4);
      const expectOk = minted() + n <= SUPPLY;
      await attempt('operatorMint', expectOk, () => as(pass, operator).operatorMint(n, actor.address));
      if (expectOk) {
        for (let k = 0; k < n; k++) {
          m.owners.push(actor.address);
          m.staked.push(false);
          m.tokenApproval.push(ethers.ZeroAddress);
        }
      }
    } else if (minted() === 0) {
      continue;
    } else if (r < 0.53) {
      // stake a few distinct tokens; usually the caller owns them (and they are not staked yet)
      const free = m.staked.flatMap((st, id) => (st ? [] : [id]));
      const caller = free.length > 0 && chance(0.85) ? ownerSigner(pick(free)) : actor;
      const own = tokensOf(caller.address).filter((id) => !m.staked[id] || chance(0.2));
      const pool = own.length > 0 && chance(0.9) ? own : [...Array(minted()).keys()];
      const ids = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(pool)))];
      const expectOk = m.open.stake && ids.every((id) => m.owners[id] === caller.address && !m.staked[id]);
      await attempt('stake', expectOk, () => as(pass, caller).stake(ids));
      if (expectOk)
        for (const id of ids) {
          m.staked[id] = true;
          m.tokenApproval[id] = ethers.ZeroAddress; // staking clears the approval
        }
    } else if (r < 0.63) {
      // unstake; usually the caller owns staked tokens
      const anyStaked = m.staked.flatMap((st, id) => (st ? [id] : []));
      const caller = anyStaked.length > 0 && chance(0.85) ? ownerSigner(pick(anyStaked)) : actor;
      const ownStaked = tokensOf(caller.address).filter((id) => m.staked[id] || chance(0.1));
      const pool = ownStaked.length > 0 && chance(0.9) ? ownStaked : [...Array(minted()).keys()];
      const ids = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(pool)))];
      const expectOk = ids.every((id) => m.owners[id] === caller.address && m.staked[id]);
      await attempt('unStake', expectOk, () => as(pass, caller).unStake(ids));
      if (expectOk) for (const id of ids) m.staked[id] = false;
    } else if (r < 0.67) {
      const anyStaked = m.staked.flatMap((s, id) => (s ? [id] : []));
      const pool = anyStaked.length > 0 && chance(0.85) ? anyStaked : [...Array(minted()).keys()];
      const ids = [...new Set([pick(pool), pick(pool)])];
      const expectOk = ids.every((id) => m.staked[id]);
      await attempt('operatorUnStake', expectOk, () => as(pass, operator).operatorUnStake(ids));
      if (expectOk) for (const id of ids) m.staked[id] = false;
    } else if (r < 0.82) {
      // transferFrom by the owner, an approved account or a stranger; sometimes a wrong `from`
      const id = Math.floor(rand() * minted());
      const caller = chance(0.6) ? ownerSigner(id) : actor;
      const from = chance(0.9) ? m.owners[id] : pick(actors).address;
      const to = pick(actors).address;
      const expectOk = from === m.owners[id] && authorized(caller.address, id) && m.open.transfer && !m.staked[id];
      const logs = await attempt('transferFrom', expectOk, () => as(pass, caller).transferFrom(from, to, id));
      checkStakedTransfers(logs, undefined, stakedBefore);
      if (expectOk) {
        m.owners[id] = to;
        m.tokenApproval[id] = ethers.ZeroAddress;
      }
    } else if (r < 0.9) {
      // safeTransferWhileStake, usually of a staked token by its owner
      const anyStaked = m.staked.flatMap((s, id) => (s ? [id] : []));
      const id = anyStaked.length > 0 && chance(0.8) ? pick(anyStaked) : Math.floor(rand() * minted());
      const caller = chance(0.8) ? ownerSigner(id) : actor;
      const to = pick(actors).address;
      const expectOk = caller.address === m.owners[id] && m.staked[id] && m.open.transfer;
      const logs = await attempt('safeTransferWhileStake', expectOk, () =>
        as(pass, caller).safeTransferWhileStake(m.owners[id], to, id),
      );
      checkStakedTransfers(logs, id, stakedBefore);
      if (expectOk) {
        m.owners[id] = to;
        m.tokenApproval[id] = ethers.ZeroAddress;
      }
    } else if (r < 0.93) {
      const id = Math.floor(rand() * minted());
      const caller = chance(0.7) ? ownerSigner(id) : actor;
      const to = pick(actors).address;
      const expectOk =
        (caller.address === m.owners[id] || m.approvedForAll.has(`${m.owners[id]}>${caller.address}`)) && to !== m.owners[id];
      await attempt('approve', expectOk, () => as(pass, caller).approve(to, id));
      if (expectOk) m.tokenApproval[id] = to;
    } else if (r < 0.96) {
      const op = pick(actors).address;
      const on = chance(0.6);
      const expectOk = op !== actor.address;
      await attempt('setApprovalForAll', expectOk, () => p.setApprovalForAll(op, on));
      if (expectOk) {
        if (on) m.approvedForAll.add(`${actor.address}>${op}`);
        else m.approvedForAll.delete(`${actor.address}>${op}`);
      }
    } else if (r < 0.975) {
      // the owner flips one switch; closed ones are reopened more often than open ones are closed
      const which = pick(['kyc', 'pre', 'public', 'transfer', 'stake'] as const);
      if (m.open[which] && chance(0.5)) continue;
      m.open[which] = !m.open[which];
      if (which === 'stake') await attempt('setStakeOpen', true, () => (pass as Contract).setStakeOpen(m.open.stake));
      else
        await attempt('setSwitch', true, () => as(pass, owner).setSwitch(m.open.kyc, m.open.pre, m.open.public, m.open.transfer));
    } else {
      // a stranger tries to move a staked token it was never approved for
      const anyStaked = m.staked.flatMap((st, id) => (st ? [id] : []));
      if (anyStaked.length === 0) continue;
      const id = pick(anyStaked);
      const expectOk = false;
      const logs = await attempt('strangerMovesStaked', expectOk, () => p.transferFrom(m.owners[id], actor.address, id));
      checkStakedTransfers(logs, undefined, stakedBefore);
    }

    if (step % 25 === 24) await fullCheck();
  }
  await mine();
  await fullCheck();
  return stats;
}

describe('CulturePass: invariants under random sequences', () => {
  for (const seed of [1, 2]) {
    it(`seed ${seed}: 300 random operations keep every invariant and match the model`, async () => {
      const stats = await runSequence(seed, 300);
      if (process.env.INVARIANT_STATS) console.log(JSON.stringify(stats));
      // the sequence must actually exercise both outcomes of the interesting calls
      for (const kind of ['publicMint', 'stake', 'transferFrom', 'safeTransferWhileStake']) {
        expect(stats[kind]?.[0] ?? 0, `${kind} successes`).to.be.greaterThan(0);
        expect(stats[kind]?.[1] ?? 0, `${kind} refusals`).to.be.greaterThan(0);
      }
    });
  }
});
