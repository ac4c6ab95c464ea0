// Owner-only administration: every setter's effect, refusal of others, ownership transfer.
import { expect } from 'chai';
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroAddress, ZeroHash, id } from 'ethers';
import { as, OPERATOR_ROLE, passFixture } from './helpers';

describe('CulturePass: owner administration', () => {
  it('refuses every owner-only function to others with OwnableUnauthorizedAccount', async () => {
    const { pass, alice, operator } = await loadFixture(passFixture);
    for (const caller of [alice, operator]) {
      const p = as(pass, caller);
      const calls: Array<[string, () => Promise<unknown>]> = [
        ['setBaseURI', () => p.setBaseURI('x')],
        ['setMerkleRoots', () => p.setMerkleRoots(ZeroHash, ZeroHash)],
        ['setKycMerkleRoot', () => p.setKycMerkleRoot(ZeroHash)],
        ['setPreMerkleRoot', () => p.setPreMerkleRoot(ZeroHash)],
        ['setMintLimit', () => p.setMintLimit(1, 1, 1, 1)],
        ['setMintPrice', () => p.setMintPrice(1, 1, 1)],
        ['setSwitch', () => p.setSwitch(false, false, false, false)],
        ['setStakeOpen', () => p.setStakeOpen(false)],
        ['grantRole', () => p.grantRole(OPERATOR_ROLE, caller.address)],
        ['revokeRole', () => p.revokeRole(OPERATOR_ROLE, operator.address)],
        ['withdraw', () => p.withdraw([ZeroAddress], caller.address)],
        ['transferOwnership', () => p.transferOwnership(caller.address)],
        ['renounceOwnership', () => p.renounceOwnership()],
      ];
      for (const [name, call] of calls) {
        await expect(call(), name).to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount').withArgs(caller.address);
      }
    }
  });

  it('sets the base URI', async () => {
    const { pass, operator, alice } = await loadFixture(passFixture);
    await as(pass, operator).operatorMint(1, alice.address);
    await pass.setBaseURI('https://example.org/pass/');
    expect(await pass.baseURI()).to.equal('https://example.org/pass/');
    expect(await pass.tokenURI(0)).to.equal('https://example.org/pass/0');
  });

  it('sets the Merkle roots together and one at a time', async () => {
    const { pass } = await loadFixture(passFixture);
    await pass.setMerkleRoots(id('a'), id('b'));
    expect([await pass.kycMerkleRoot(), await pass.preMerkleRoot()]).to.deep.equal([id('a'), id('b')]);
    await pass.setKycMerkleRoot(id('c'));
    expect([await pass.kycMerkleRoot(), await pass.preMerkleRoot()]).to.deep.equal([id('c'), id('b')]);
    await pass.setPreMerkleRoot(id('d'));
    expect([await pass.kycMerkleRoot(), await pass.preMerkleRoot()]).to.deep.equal([id('c'), id('d')]);
  });

  it('sets limits, prices, switches and stakeOpen without touching each other', async () => {
    const { pass } = await loadFixture(passFixture);
    await pass.setMintLimit(4_000_000_000, 2, 3, 65535);
    expect(await pass.getMintLimit()).to.deep.equal([4_000_000_000n, 2n, 3n, 65535n]);
    const big = 2n ** 80n - 1n;
    await pass.setMintPrice(big, 0, 7);
    expect(await pass.getMintPrice()).to.deep.equal([big, 0n, 7n]);
    await pass.setSwitch(false, true, false, true);
    expect(await pass.getSwith()).to.deep.equal([false, true, false, true]);
    await pass.setSwitch(true, false, true, false);
    expect(await pass.getSwith()).to.deep.equal([true, false, true, false]);
    await pass.setStakeOpen(false);
    expect(await pass.stakeOpen()).to.equal(false);
    expect(await pass.getSwith()).to.deep.equal([true, false, true, false]);
    expect(await pass.getMintLimit()).to.deep.equal([4_000_000_000n, 2n, 3n, 65535n]);
    expect(await pass.getMintPrice()).to.deep.equal([big, 0n, 7n]);
    await pass.setStakeOpen(true);
    expect(await pass.stakeOpen()).to.equal(true);
    expect(await pass.getMintCount()).to.deep.equal([0n, 0n, 0n]);
  });

  it('transfers ownership: event, new owner administers, old owner refused', async () => {
    const { pass, owner, alice } = await loadFixture(passFixture);
    await expect(pass.transferOwnership(alice.address))
      .to.emit(pass, 'OwnershipTransferStarted')
      .withArgs(owner.address, alice.address);
    // two steps (Ownable2Step): nothing changes until the new owner accepts
    expect(await pass.owner()).to.equal(owner.address);
    expect(await pass.pendingOwner()).to.equal(alice.address);
    await expect(pass.acceptOwnership())
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(owner.address);
    await expect(as(pass, alice).acceptOwnership()).to.emit(pass, 'OwnershipTransferred').withArgs(owner.address, alice.address);
    expect(await pass.owner()).to.equal(alice.address);
    expect(await pass.pendingOwner()).to.equal(ZeroAddress);
    await as(pass, alice).setStakeOpen(false);
    expect(await pass.stakeOpen()).to.equal(false);
    await expect(pass.setStakeOpen(true))
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(owner.address);
  });

  it('transferOwnership to the zero address cancels a pending transfer (Ownable2Step)', async () => {
    const { pass, owner, alice } = await loadFixture(passFixture);
    await pass.transferOwnership(alice.address);
    await pass.transferOwnership(ZeroAddress);
    expect(await pass.pendingOwner()).to.equal(ZeroAddress);
    expect(await pass.owner()).to.equal(owner.address);
    await expect(as(pass, alice).acceptOwnership())
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(alice.address);
  });

  it('renounces ownership: event, owner zero, administration closed for good', async () => {
    const { pass, owner } = await loadFixture(passFixture);
    await expect(pass.renounceOwnership()).to.emit(pass, 'OwnershipTransferred').withArgs(owner.address, ZeroAddress);
    expect(await pass.owner()).to.equal(ZeroAddress);
    await expect(pass.setBaseURI('x')).to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount').withArgs(owner.address);
    await expect(pass.grantRole(OPERATOR_ROLE, owner.address))
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(owner.address);
  });
});
