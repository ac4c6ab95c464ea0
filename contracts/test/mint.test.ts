// The three paid phases: switches, whitelist proofs, exact prices, phase / address / supply limits.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroAddress, ZeroHash } from 'ethers';
import { buildWhitelist } from '../scripts/lib/whitelist';
import { as, configured, deployPass, passFixture, PRICES, proofOf, type Fixture } from './helpers';

type Phase = 'kyc' | 'pre' | 'public';

/** Mints one token in `phase` as `who`, with its own proof (or `proof`) and `value`. */
function mint(f: Fixture, phase: Phase, who: { address: string }, opts: { value?: bigint; proof?: string[] } = {}) {
  const p = as(f.pass, who as never);
  const value = opts.value ?? PRICES[phase];
  if (phase === 'public') return p.publicMint({ value });
  const proof = opts.proof ?? proofOf(f.proofs[phase], who.address);
  return phase === 'kyc' ? p.kycMint(proof, { value }) : p.preMint(proof, { value });
}

const PHASES: Array<{ phase: Phase; member: (f: Fixture) => Fixture['alice']; index: number }> = [
  { phase: 'kyc', member: (f) => f.kycOnly, index: 0 },
  { phase: 'pre', member: (f) => f.preOnly, index: 1 },
  { phase: 'public', member: (f) => f.alice, index: 2 },
];

describe('CulturePass: minting phases', () => {
  for (const { phase, member, index } of PHASES) {
    describe(`${phase} mint`, () => {
      it('mints one token to the caller for exactly the price, emitting Transfer', async () => {
        const f = await loadFixture(passFixture);
        const who = member(f);
        const tx = mint(f, phase, who);
        await expect(tx).to.emit(f.pass, 'Transfer').withArgs(ZeroAddress, who.address, 0n);
        await expect(tx).to.changeEtherBalances([who, f.pass], [-PRICES[phase], PRICES[phase]]);
        expect(await f.pass.ownerOf(0)).to.equal(who.address);
        expect(await f.pass.balanceOf(who.address)).to.equal(1n);
        expect(await f.pass.totalMinted()).to.equal(1n);
        expect(await f.pass.totalSupply()).to.equal(1n);
        const counts = [0n, 0n, 0n];
        counts[index] = 1n;
        expect(await f.pass.getMintCount()).to.deep.equal(counts);
        expect(await f.pass.mintCountOf(who.address)).to.deep.equal(counts);
      });

      it('refuses with MintClosed while its switch is off, and only its own switch matters', async () => {
        const f = await loadFixture(passFixture);
        const who = member(f);
        const on = [true, true, true];
        on[index] = false;
        await f.pass.setSwitch(on[0], on[1], on[2], true);
        await expect(mint(f, phase, who)).to.be.revertedWithCustomError(f.pass, 'MintClosed');
        const off = [false, false, false];
        off[index] = true;
        await f.pass.setSwitch(off[0], off[1], off[2], false);
        await expect(mint(f, phase, who)).to.emit(f.pass, 'Transfer');
      });

      it('refuses any value other than the price with WrongPrice(expected, sent)', async () => {
        const f = await loadFixture(passFixture);
        const who = member(f);
        const price = PRICES[phase];
        for (const value of [0n, price - 1n, price + 1n, price * 2n]) {
          await expect(mint(f, phase, who, { value }))
            .to.be.revertedWithCustomError(f.pass, 'WrongPrice')
            .withArgs(price, value);
        }
      });

      it('follows a changed price, including a free phase', async () => {
        const f = await loadFixture(passFixture);
        const who = member(f);
        const prices = [PRICES.kyc, PRICES.pre, PRICES.public];
        prices[index] = 0n;
        await f.pass.setMintPrice(prices[0], prices[1], prices[2]);
        await expect(mint(f, phase, who, { value: PRICES[phase] }))
          .to.be.revertedWithCustomError(f.pass, 'WrongPrice')
          .withArgs(0n, PRICES[phase]);
        await expect(mint(f, phase, who, { value: 0n })).to.changeEtherBalance(f.pass, 0n);
        expect(await f.pass.balanceOf(who.address)).to.equal(1n);
      });

      it('stops at its phase limit with PhaseLimitReached (all addresses together)', async () => {
        const f = await loadFixture(passFixture);
        const limits = [200, 300, 500];
        limits[index] = 2;
        await f.pass.setMintLimit(limits[0], limits[1], limits[2], 5);
        // two different members of the phase fill it
        const members =
          phase === 'kyc'
            ? [f.kycOnly, f.both, f.signers[4]]
            : phase === 'pre'
              ? [f.preOnly, f.both, f.signers[7]]
              : [f.alice, f.bob, f.signers[12]];
        await mint(f, phase, members[0]);
        await mint(f, phase, members[1]);
        await expect(mint(f, phase, members[2])).to.be.revertedWithCustomError(f.pass, 'PhaseLimitReached');
        expect((await f.pass.getMintCount())[index]).to.equal(2n);
        // a limit below what is minted closes the phase; raising it reopens it
        await f.pass.setMintLimit(1, 1, 1, 5);
        await expect(mint(f, phase, members[2])).to.be.revertedWithCustomError(f.pass, 'PhaseLimitReached');
        await f.pass.setMintLimit(3, 3, 3, 5);
        await expect(mint(f, phase, members[2])).to.emit(f.pass, 'Transfer');
      });

      it('stops at the address limit with AddressLimitReached', async () => {
        const f = await loadFixture(passFixture);
        const who = member(f);
        await f.pass.setMintLimit(200, 300, 500, 2);
        await mint(f, phase, who);
        await mint(f, phase, who);
        await expect(mint(f, phase, who)).to.be.revertedWithCustomError(f.pass, 'AddressLimitReached');
        const counts = [0n, 0n, 0n];
        counts[index] = 2n;
        expect(await f.pass.mintCountOf(who.address)).to.deep.equal(counts);
      });

      it('stops at the supply cap with SupplyExceeded', async () => {
        const f = await loadFixture(passFixture);
        const pass = await deployPass(3n);
        await configured(pass, f.proofs, f.operator.address);
        await as(pass, f.operator).operatorMint(2, f.bob.address);
        const g = { ...f, pass };
        const who = member(f);
        await mint(g, phase, who);
        await expect(mint(g, phase, who)).to.be.revertedWithCustomError(pass, 'SupplyExceeded');
        expect(await pass.totalMinted()).to.equal(3n);
      });
    });
  }

  describe('whitelist proofs', () => {
    it("refuses callers not on the list, tampered proofs and the other list's proof with InvalidProof", async () => {
      const f = await loadFixture(passFixture);
      const kycProof = proofOf(f.proofs.kyc, f.kycOnly.address);
      // someone else's proof
      await expect(mint(f, 'kyc', f.alice, { proof: kycProof })).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
      // empty proof
      await expect(mint(f, 'kyc', f.kycOnly, { proof: [] })).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
      // one flipped bit
      const tampered = [...kycProof];
      tampered[0] = '0x' + (BigInt(tampered[0]) ^ 1n).toString(16).padStart(64, '0');
      await expect(mint(f, 'kyc', f.kycOnly, { proof: tampered })).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
      // a proof element dropped, and one added
      await expect(mint(f, 'kyc', f.kycOnly, { proof: kycProof.slice(1) })).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
      await expect(mint(f, 'kyc', f.kycOnly, { proof: [...kycProof, ZeroHash] })).to.be.revertedWithCustomError(
        f.pass,
        'InvalidProof',
      );
      // the pre-mint proof of a pre-only member in the KYC phase, and a KYC proof in the pre phase
      await expect(mint(f, 'kyc', f.preOnly, { proof: proofOf(f.proofs.pre, f.preOnly.address) })).to.be.revertedWithCustomError(
        f.pass,
        'InvalidProof',
      );
      await expect(mint(f, 'pre', f.kycOnly, { proof: kycProof })).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
      // the untampered proof still works
      await expect(mint(f, 'kyc', f.kycOnly)).to.emit(f.pass, 'Transfer');
    });

    it("accepts the script's proof of every whitelisted address in its phase", async () => {
      const f = await loadFixture(passFixture);
      for (const phase of ['kyc', 'pre'] as const) {
        for (const address of Object.keys(f.proofs[phase].proofs)) {
          const signer = await ethers.getSigner(address);
          await expect(mint(f, phase, signer), `${phase} ${address}`).to.emit(f.pass, 'Transfer');
        }
      }
      expect(await f.pass.getMintCount()).to.deep.equal([5n, 6n, 0n]);
    });

    it('invalidates old proofs when the root changes', async () => {
      const f = await loadFixture(passFixture);
      const fresh = buildWhitelist([f.alice.address, f.bob.address]);
      await f.pass.setKycMerkleRoot(fresh.root);
      await expect(mint(f, 'kyc', f.kycOnly)).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
      await expect(mint(f, 'kyc', f.alice, { proof: fresh.proofs[f.alice.address] })).to.emit(f.pass, 'Transfer');
      await f.pass.setKycMerkleRoot(ZeroHash);
      await expect(mint(f, 'kyc', f.bob, { proof: fresh.proofs[f.bob.address] })).to.be.revertedWithCustomError(
        f.pass,
        'InvalidProof',
      );
    });

    it('accepts a single-address list (empty proof)', async () => {
      const f = await loadFixture(passFixture);
      const single = buildWhitelist([f.alice.address]);
      expect(single.proofs[f.alice.address]).to.deep.equal([]);
      await f.pass.setPreMerkleRoot(single.root);
      await expect(mint(f, 'pre', f.alice, { proof: [] })).to.emit(f.pass, 'Transfer');
      await expect(mint(f, 'pre', f.bob, { proof: [] })).to.be.revertedWithCustomError(f.pass, 'InvalidProof');
    });

    it('isWhitelist reports each list for the caller', async () => {
      const f = await loadFixture(passFixture);
      const proofFor = (list: 'kyc' | 'pre', address: string) => f.proofs[list].proofs[ethers.getAddress(address)] ?? [];
      const check = async (who: Fixture['alice'], expected: [boolean, boolean]) => {
        const res = await as(f.pass, who).isWhitelist(proofFor('kyc', who.address), proofFor('pre', who.address));
        expect([res[0], res[1]], who.address).to.deep.equal(expected);
      };
      await check(f.kycOnly, [true, false]);
      await check(f.both, [true, true]);
      await check(f.preOnly, [false, true]);
      await check(f.alice, [false, false]);
      // another address's proofs prove nothing for the caller
      const res = await as(f.pass, f.alice).isWhitelist(proofFor('kyc', f.both.address), proofFor('pre', f.both.address));
      expect([res[0], res[1]]).to.deep.equal([false, false]);
      // tampered
      const bad = [...proofFor('kyc', f.both.address)].reverse();
      const res2 = await as(f.pass, f.both).isWhitelist(bad, proofFor('pre', f.both.address));
      expect([res2[0], res2[1]]).to.deep.equal([false, true]);
    });
  });

  describe('address limit across phases', () => {
    it('counts KYC, pre-mint and public mints of one address together', async () => {
      const f = await loadFixture(passFixture);
      await f.pass.setMintLimit(200, 300, 500, 3);
      await mint(f, 'kyc', f.both);
      await mint(f, 'pre', f.both);
      await mint(f, 'public', f.both);
      for (const phase of ['kyc', 'pre', 'public'] as const) {
        await expect(mint(f, phase, f.both), phase).to.be.revertedWithCustomError(f.pass, 'AddressLimitReached');
      }
      expect(await f.pass.mintCountOf(f.both.address)).to.deep.equal([1n, 1n, 1n]);
      expect(await f.pass.getMintCount()).to.deep.equal([1n, 1n, 1n]);
      // raising the limit lets it mint again; other addresses were never affected
      await mint(f, 'public', f.alice);
      await f.pass.setMintLimit(200, 300, 500, 4);
      await expect(mint(f, 'public', f.both)).to.emit(f.pass, 'Transfer');
    });

    it('does not count operator mints or tokens received by transfer', async () => {
      const f = await loadFixture(passFixture);
      await f.pass.setMintLimit(200, 300, 500, 1);
      await as(f.pass, f.operator).operatorMint(3, f.alice.address);
      await as(f.pass, f.bob).publicMint({ value: PRICES.public });
      await as(f.pass, f.bob).transferFrom(f.bob.address, f.alice.address, 3);
      await expect(mint(f, 'public', f.alice)).to.emit(f.pass, 'Transfer');
      await expect(mint(f, 'public', f.alice)).to.be.revertedWithCustomError(f.pass, 'AddressLimitReached');
      expect(await f.pass.balanceOf(f.alice.address)).to.equal(5n);
    });

    it('an address limit of 0 closes minting for everyone', async () => {
      const f = await loadFixture(passFixture);
      await f.pass.setMintLimit(200, 300, 500, 0);
      await expect(mint(f, 'public', f.alice)).to.be.revertedWithCustomError(f.pass, 'AddressLimitReached');
    });
  });

  it('mints token ids in order across phases and operator mints', async () => {
    const f = await loadFixture(passFixture);
    await mint(f, 'kyc', f.kycOnly);
    await as(f.pass, f.operator).operatorMint(2, f.bob.address);
    await mint(f, 'pre', f.preOnly);
    await mint(f, 'public', f.alice);
    expect(await f.pass.ownerOf(0)).to.equal(f.kycOnly.address);
    expect(await f.pass.ownerOf(1)).to.equal(f.bob.address);
    expect(await f.pass.ownerOf(2)).to.equal(f.bob.address);
    expect(await f.pass.ownerOf(3)).to.equal(f.preOnly.address);
    expect(await f.pass.ownerOf(4)).to.equal(f.alice.address);
    expect(await ethers.provider.getBalance(await f.pass.getAddress())).to.equal(PRICES.kyc + PRICES.pre + PRICES.public);
  });
});
