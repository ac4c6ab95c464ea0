// withdraw(tokens, to): native coin (zero address) and ERC-20s, owner only, not re-enterable.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroAddress, parseEther } from 'ethers';
import { as, passFixture, PRICES } from './helpers';

describe('CulturePass: withdraw', () => {
  async function fundedFixture() {
    const f = await passFixture();
    // mint proceeds: 3 public mints
    for (const who of [f.alice, f.bob, f.signers[12]]) await as(f.pass, who).publicMint({ value: PRICES.public });
    const erc20 = await ethers.deployContract('MockERC20');
    await erc20.mint(await f.pass.getAddress(), parseEther('5'));
    return { ...f, erc20, proceeds: PRICES.public * 3n };
  }

  it('sends the whole native balance (zero address) to `to`', async () => {
    const { pass, signers, proceeds } = await loadFixture(fundedFixture);
    const treasury = signers[15];
    await expect(pass.withdraw([ZeroAddress], treasury.address)).to.changeEtherBalances([pass, treasury], [-proceeds, proceeds]);
    expect(await ethers.provider.getBalance(await pass.getAddress())).to.equal(0n);
  });

  it('sends the whole balance of each listed ERC-20, and the native coin in the same call', async () => {
    const { pass, erc20, signers, proceeds } = await loadFixture(fundedFixture);
    const treasury = signers[15];
    const tx = pass.withdraw([await erc20.getAddress(), ZeroAddress], treasury.address);
    await expect(tx).to.changeTokenBalances(erc20, [pass, treasury], [-parseEther('5'), parseEther('5')]);
    await expect(tx).to.changeEtherBalance(treasury, proceeds);
    await expect(tx)
      .to.emit(erc20, 'Transfer')
      .withArgs(await pass.getAddress(), treasury.address, parseEther('5'));
  });

  it('with nothing to send it succeeds and sends zero', async () => {
    const { pass, signers } = await loadFixture(passFixture);
    await expect(pass.withdraw([ZeroAddress], signers[15].address)).to.changeEtherBalance(signers[15], 0n);
    await expect(pass.withdraw([], signers[15].address)).to.not.be.reverted;
  });

  it('refuses non-owners (operators included) with OwnableUnauthorizedAccount', async () => {
    const { pass, alice, operator } = await loadFixture(fundedFixture);
    for (const who of [alice, operator]) {
      await expect(as(pass, who).withdraw([ZeroAddress], who.address))
        .to.be.revertedWithCustomError(pass, 'OwnableUnauthorizedAccount')
        .withArgs(who.address);
    }
  });

  it('refuses the zero address as recipient (WithdrawToZeroAddress)', async () => {
    const { pass } = await loadFixture(fundedFixture);
    await expect(pass.withdraw([ZeroAddress], ZeroAddress)).to.be.revertedWithCustomError(pass, 'WithdrawToZeroAddress');
  });

  it('reverts with WithdrawFailed(0) when the recipient refuses the native coin', async () => {
    const { pass } = await loadFixture(fundedFixture);
    const refuser = await ethers.deployContract('NonReceiver');
    await expect(pass.withdraw([ZeroAddress], await refuser.getAddress()))
      .to.be.revertedWithCustomError(pass, 'WithdrawFailed')
      .withArgs(ZeroAddress);
  });

  it('refuses an ERC-20 whose transfer returns false (SafeERC20FailedOperation)', async () => {
    const { pass, signers } = await loadFixture(fundedFixture);
    const bad = await ethers.deployContract('FalseReturningERC20');
    await bad.mint(await pass.getAddress(), 1n);
    await expect(pass.withdraw([await bad.getAddress()], signers[15].address))
      .to.be.revertedWithCustomError(pass, 'SafeERC20FailedOperation')
      .withArgs(await bad.getAddress());
  });

  it('rejects receiving the native coin outside a mint', async () => {
    const { pass, alice } = await loadFixture(passFixture);
    await expect(alice.sendTransaction({ to: await pass.getAddress(), value: 1n })).to.be.reverted;
  });

  describe('re-entrancy', () => {
    async function attackerOwnerFixture() {
      const f = await fundedFixture();
      const attacker = await ethers.deployContract('ReentrantWithdrawer');
      await attacker.setPass(await f.pass.getAddress());
      await f.pass.transferOwnership(await attacker.getAddress());
      await attacker.acceptOwnership();
      return { ...f, attacker };
    }

    it('an owner contract re-entering from receive() gets ReentrancyGuardReentrantCall', async () => {
      const { pass, attacker, proceeds } = await loadFixture(attackerOwnerFixture);
      await attacker.attack([ZeroAddress]);
      expect(await attacker.reentryAttempts()).to.equal(1n);
      expect(await attacker.reentrySucceeded()).to.equal(false);
      expect(pass.interface.parseError(await attacker.reentryError())?.name).to.equal('ReentrancyGuardReentrantCall');
      expect(await attacker.received()).to.equal(proceeds);
      // the guard is released afterwards: a later, separate withdraw works
      await attacker.setReenter(false);
      await expect(attacker.attack([ZeroAddress])).to.not.be.reverted;
    });

    it('a hostile ERC-20 calling back into the owner mid-transfer cannot re-enter either', async () => {
      const { pass, attacker } = await loadFixture(attackerOwnerFixture);
      const hostile = await ethers.deployContract('ReentrantERC20');
      await hostile.mint(await pass.getAddress(), 1000n);
      await hostile.setHookTarget(await attacker.getAddress());
      await attacker.attack([await hostile.getAddress()]);
      expect(await attacker.reentryAttempts()).to.equal(1n);
      expect(await attacker.reentrySucceeded()).to.equal(false);
      expect(pass.interface.parseError(await attacker.reentryError())?.name).to.equal('ReentrancyGuardReentrantCall');
      expect(await hostile.balanceOf(await attacker.getAddress())).to.equal(1000n);
    });
  });
});
