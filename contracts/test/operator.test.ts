// OPERATOR_ROLE: granted and revoked by the owner; operatorMint and operatorUnStake.
import { expect } from 'chai';
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroAddress } from 'ethers';
import { ethers } from 'hardhat';
import { as, configured, deployPass, OPERATOR_ROLE, passFixture, PRICES } from './helpers';

describe('CulturePass: operators', () => {
  it('grantRole by the owner emits RoleGranted and makes an operator', async () => {
    const { pass, owner, alice } = await loadFixture(passFixture);
    expect(await pass.isOperator(alice.address)).to.equal(false);
    await expect(pass.grantRole(OPERATOR_ROLE, alice.address))
      .to.emit(pass, 'RoleGranted')
      .withArgs(OPERATOR_ROLE, alice.address, owner.address);
    expect(await pass.isOperator(alice.address)).to.equal(true);
    expect(await pass.hasRole(OPERATOR_ROLE, alice.address)).to.equal(true);
    // granting twice is a no-op without event
    await expect(pass.grantRole(OPERATOR_ROLE, alice.address)).to.not.emit(pass, 'RoleGranted');
  });

  it('revokeRole by the owner emits RoleRevoked and removes the operator', async () => {
    const { pass, owner, operator } = await loadFixture(passFixture);
    await expect(pass.revokeRole(OPERATOR_ROLE, operator.address))
      .to.emit(pass, 'RoleRevoked')
      .withArgs(OPERATOR_ROLE, operator.address, owner.address);
    expect(await pass.isOperator(operator.address)).to.equal(false);
    expect(await pass.hasRole(OPERATOR_ROLE, operator.address)).to.equal(false);
    await expect(as(pass, operator).operatorMint(1, operator.address))
      .to.be.revertedWithCustomError(pass, 'AccessControlUnauthorizedAccount')
      .withArgs(operator.address, OPERATOR_ROLE);
  });

  it('an operator cannot grant or revoke (only the owner administers roles)', async () => {
    const { pass, operator, alice } = await loadFixture(passFixture);
    await expect(as(pass, operator).grantRole(OPERATOR_ROLE, alice.address))
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(operator.address);
    await expect(as(pass, operator).revokeRole(OPERATOR_ROLE, operator.address))
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(operator.address);
  });

  it('an operator may renounce its own role', async () => {
    const { pass, operator } = await loadFixture(passFixture);
    await expect(as(pass, operator).renounceRole(OPERATOR_ROLE, operator.address))
      .to.emit(pass, 'RoleRevoked')
      .withArgs(OPERATOR_ROLE, operator.address, operator.address);
    expect(await pass.isOperator(operator.address)).to.equal(false);
  });

  it('operators keep their role across an ownership transfer; the new owner administers them', async () => {
    const { pass, owner, operator, alice, bob } = await loadFixture(passFixture);
    await pass.transferOwnership(alice.address);
    await as(pass, alice).acceptOwnership();
    expect(await pass.isOperator(operator.address)).to.equal(true);
    await expect(pass.grantRole(OPERATOR_ROLE, bob.address))
      .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
      .withArgs(owner.address);
    await expect(as(pass, alice).revokeRole(OPERATOR_ROLE, operator.address))
      .to.emit(pass, 'RoleRevoked')
      .withArgs(OPERATOR_ROLE, operator.address, alice.address);
  });

  it('operator rights end with ownership: after renounceOwnership no operator may act', async () => {
    const { pass, operator, alice } = await loadFixture(passFixture);
    await as(pass, operator).operatorMint(1, alice.address);
    await pass.renounceOwnership();
    expect(await pass.isOperator(operator.address)).to.equal(false);
    expect(await pass.hasRole(OPERATOR_ROLE, operator.address)).to.equal(false);
    await expect(as(pass, operator).operatorMint(1, alice.address))
      .to.be.revertedWithCustomError(pass, 'AccessControlUnauthorizedAccount')
      .withArgs(operator.address, OPERATOR_ROLE);
    await expect(as(pass, operator).operatorUnStake([0]))
      .to.be.revertedWithCustomError(pass, 'AccessControlUnauthorizedAccount')
      .withArgs(operator.address, OPERATOR_ROLE);
  });

  describe('operatorMint', () => {
    it('refuses non-operators, the owner included, with AccessControlUnauthorizedAccount', async () => {
      const { pass, owner, alice } = await loadFixture(passFixture);
      for (const who of [owner, alice]) {
        await expect(as(pass, who).operatorMint(1, who.address))
          .to.be.revertedWithCustomError(pass, 'AccessControlUnauthorizedAccount')
          .withArgs(who.address, OPERATOR_ROLE);
      }
    });

    it('mints `amount` tokens to `to`, one Transfer each, free and with every phase closed', async () => {
      const { pass, operator, alice } = await loadFixture(passFixture);
      await pass.setSwitch(false, false, false, false);
      const tx = as(pass, operator).operatorMint(10, alice.address);
      for (let i = 0n; i < 10n; i++) await expect(tx).to.emit(pass, 'Transfer').withArgs(ZeroAddress, alice.address, i);
      await expect(tx).to.changeEtherBalance(pass, 0n);
      expect(await pass.balanceOf(alice.address)).to.equal(10n);
      expect(await pass.ownerOf(9)).to.equal(alice.address);
      expect(await pass.totalMinted()).to.equal(10n);
      expect(await pass.getMintCount()).to.deep.equal([0n, 0n, 0n]);
      expect(await pass.mintCountOf(alice.address)).to.deep.equal([0n, 0n, 0n]);
    });

    it('refuses zero amount (MintZeroQuantity) and the zero address (MintToZeroAddress)', async () => {
      const { pass, operator, alice } = await loadFixture(passFixture);
      await expect(as(pass, operator).operatorMint(0, alice.address)).to.be.revertedWithCustomError(pass, 'MintZeroQuantity');
      await expect(as(pass, operator).operatorMint(1, ZeroAddress)).to.be.revertedWithCustomError(pass, 'MintToZeroAddress');
    });

    it('fills the supply cap exactly and refuses anything beyond with SupplyExceeded', async () => {
      const f = await loadFixture(passFixture);
      const pass = await deployPass(10n);
      await configured(pass, f.proofs, f.operator.address);
      const op = as(pass, f.operator);
      await expect(op.operatorMint(11, f.alice.address)).to.be.revertedWithCustomError(pass, 'SupplyExceeded');
      await op.operatorMint(9, f.alice.address);
      await expect(op.operatorMint(2, f.alice.address)).to.be.revertedWithCustomError(pass, 'SupplyExceeded');
      await as(pass, f.bob).publicMint({ value: PRICES.public });
      expect(await pass.totalMinted()).to.equal(10n);
      await expect(op.operatorMint(1, f.alice.address)).to.be.revertedWithCustomError(pass, 'SupplyExceeded');
      await expect(as(pass, f.bob).publicMint({ value: PRICES.public })).to.be.revertedWithCustomError(pass, 'SupplyExceeded');
    });

    it('refuses a batch above MAX_OPERATOR_MINT (even one that would overflow the supply sum)', async () => {
      const { pass, operator, alice } = await loadFixture(passFixture);
      const max = await pass.MAX_OPERATOR_MINT();
      expect(max).to.equal(100n);
      await as(pass, operator).operatorMint(1, alice.address);
      await expect(as(pass, operator).operatorMint(max + 1n, alice.address))
        .to.be.revertedWithCustomError(pass, 'OperatorBatchTooLarge')
        .withArgs(max + 1n, max);
      await expect(as(pass, operator).operatorMint(2n ** 256n - 1n, alice.address))
        .to.be.revertedWithCustomError(pass, 'OperatorBatchTooLarge')
        .withArgs(2n ** 256n - 1n, max);
    });

    it('mints a batch of exactly MAX_OPERATOR_MINT when the supply allows', async () => {
      const pass = await deployPass(200n);
      const [, operator, alice] = await ethers.getSigners();
      await pass.grantRole(OPERATOR_ROLE, operator.address);
      await as(pass, operator).operatorMint(100, alice.address);
      expect(await pass.balanceOf(alice.address)).to.equal(100n);
    });
  });

  describe('operatorUnStake', () => {
    it('refuses non-operators, the token owner and the contract owner included', async () => {
      const { pass, owner, operator, alice } = await loadFixture(passFixture);
      await as(pass, operator).operatorMint(1, alice.address);
      await as(pass, alice).stake([0]);
      for (const who of [owner, alice]) {
        await expect(as(pass, who).operatorUnStake([0]))
          .to.be.revertedWithCustomError(pass, 'AccessControlUnauthorizedAccount')
          .withArgs(who.address, OPERATOR_ROLE);
      }
    });
  });
});
