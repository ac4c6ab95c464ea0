// Transfers and approvals: the transferOpen switch and every ERC721A error of spec §8.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroAddress } from 'ethers';
import { as, holdersFixture, PRICES } from './helpers';

const SAFE3 = 'safeTransferFrom(address,address,uint256)';
const SAFE4 = 'safeTransferFrom(address,address,uint256,bytes)';

describe('CulturePass: transfers and approvals', () => {
  async function withReceivers() {
    const f = await holdersFixture();
    const holder = await ethers.deployContract('ERC721Holder');
    const nonReceiver = await ethers.deployContract('NonReceiver');
    return { ...f, holder, nonReceiver };
  }

  it('transferFrom and both safeTransferFrom overloads move tokens and emit Transfer', async () => {
    const { pass, alice, bob, holder } = await loadFixture(withReceivers);
    const p = as(pass, alice);
    await expect(p.transferFrom(alice.address, bob.address, 0))
      .to.emit(pass, 'Transfer')
      .withArgs(alice.address, bob.address, 0n);
    await expect(p[SAFE3](alice.address, bob.address, 1))
      .to.emit(pass, 'Transfer')
      .withArgs(alice.address, bob.address, 1n);
    await expect(p[SAFE4](alice.address, await holder.getAddress(), 2, '0x1234'))
      .to.emit(pass, 'Transfer')
      .withArgs(alice.address, await holder.getAddress(), 2n);
    expect(await pass.ownerOf(0)).to.equal(bob.address);
    expect(await pass.ownerOf(1)).to.equal(bob.address);
    expect(await pass.ownerOf(2)).to.equal(await holder.getAddress());
    expect(await pass.balanceOf(alice.address)).to.equal(2n);
    expect(await pass.balanceOf(bob.address)).to.equal(4n);
  });

  it('needs transferOpen: every transfer path refuses with TransferClosed, minting still works', async () => {
    const { pass, alice, bob, operator } = await loadFixture(withReceivers);
    await pass.setSwitch(true, true, true, false);
    const p = as(pass, alice);
    await expect(p.transferFrom(alice.address, bob.address, 0)).to.be.revertedWithCustomError(pass, 'TransferClosed');
    await expect(p[SAFE3](alice.address, bob.address, 0)).to.be.revertedWithCustomError(pass, 'TransferClosed');
    await expect(p[SAFE4](alice.address, bob.address, 0, '0x')).to.be.revertedWithCustomError(pass, 'TransferClosed');
    await p.setApprovalForAll(operator.address, true);
    await expect(as(pass, operator).transferFrom(alice.address, bob.address, 0)).to.be.revertedWithCustomError(
      pass,
      'TransferClosed',
    );
    await expect(as(pass, bob).publicMint({ value: PRICES.public })).to.emit(pass, 'Transfer');
    await as(pass, operator).operatorMint(1, bob.address);
    await pass.setSwitch(false, false, false, true);
    await expect(p.transferFrom(alice.address, bob.address, 0)).to.emit(pass, 'Transfer');
  });

  it('approve emits Approval; the approved address may transfer once; approval is cleared', async () => {
    const { pass, alice, bob, signers } = await loadFixture(withReceivers);
    const carol = signers[12];
    await expect(as(pass, alice).approve(carol.address, 0)).to.emit(pass, 'Approval').withArgs(alice.address, carol.address, 0n);
    expect(await pass.getApproved(0)).to.equal(carol.address);
    await expect(as(pass, carol).transferFrom(alice.address, bob.address, 0)).to.emit(pass, 'Transfer');
    expect(await pass.getApproved(0)).to.equal(ZeroAddress);
    await expect(as(pass, carol).transferFrom(bob.address, carol.address, 0)).to.be.revertedWithCustomError(
      pass,
      'TransferCallerNotOwnerNorApproved',
    );
  });

  it('setApprovalForAll emits ApprovalForAll; the operator may transfer and approve; revocable', async () => {
    const { pass, alice, bob, signers } = await loadFixture(withReceivers);
    const carol = signers[12];
    await expect(as(pass, alice).setApprovalForAll(carol.address, true))
      .to.emit(pass, 'ApprovalForAll')
      .withArgs(alice.address, carol.address, true);
    expect(await pass.isApprovedForAll(alice.address, carol.address)).to.equal(true);
    await expect(as(pass, carol).approve(bob.address, 1)).to.emit(pass, 'Approval').withArgs(alice.address, bob.address, 1n);
    await as(pass, carol).transferFrom(alice.address, carol.address, 0);
    await expect(as(pass, alice).setApprovalForAll(carol.address, false))
      .to.emit(pass, 'ApprovalForAll')
      .withArgs(alice.address, carol.address, false);
    await expect(as(pass, carol).transferFrom(alice.address, carol.address, 2)).to.be.revertedWithCustomError(
      pass,
      'TransferCallerNotOwnerNorApproved',
    );
  });

  describe('ERC721A errors (spec §8)', () => {
    it('ApprovalCallerNotOwnerNorApproved: approve by a stranger', async () => {
      const { pass, bob } = await loadFixture(withReceivers);
      await expect(as(pass, bob).approve(bob.address, 0)).to.be.revertedWithCustomError(
        pass,
        'ApprovalCallerNotOwnerNorApproved',
      );
    });
    it('ApprovalQueryForNonexistentToken: getApproved of a token not minted', async () => {
      const { pass } = await loadFixture(withReceivers);
      await expect(pass.getApproved(999)).to.be.revertedWithCustomError(pass, 'ApprovalQueryForNonexistentToken');
    });
    it('ApprovalToCurrentOwner: approving the owner', async () => {
      const { pass, alice } = await loadFixture(withReceivers);
      await expect(as(pass, alice).approve(alice.address, 0)).to.be.revertedWithCustomError(pass, 'ApprovalToCurrentOwner');
    });
    it('ApproveToCaller: setApprovalForAll to oneself', async () => {
      const { pass, alice } = await loadFixture(withReceivers);
      await expect(as(pass, alice).setApprovalForAll(alice.address, true)).to.be.revertedWithCustomError(pass, 'ApproveToCaller');
    });
    it('BalanceQueryForZeroAddress', async () => {
      const { pass } = await loadFixture(withReceivers);
      await expect(pass.balanceOf(ZeroAddress)).to.be.revertedWithCustomError(pass, 'BalanceQueryForZeroAddress');
    });
    it('MintToZeroAddress and MintZeroQuantity: operatorMint', async () => {
      const { pass, operator, alice } = await loadFixture(withReceivers);
      await expect(as(pass, operator).operatorMint(1, ZeroAddress)).to.be.revertedWithCustomError(pass, 'MintToZeroAddress');
      await expect(as(pass, operator).operatorMint(0, alice.address)).to.be.revertedWithCustomError(pass, 'MintZeroQuantity');
    });
    it('OwnerQueryForNonexistentToken: ownerOf, and staking a token not minted', async () => {
      const { pass, alice } = await loadFixture(withReceivers);
      await expect(pass.ownerOf(7)).to.be.revertedWithCustomError(pass, 'OwnerQueryForNonexistentToken');
      await expect(as(pass, alice).stake([7])).to.be.revertedWithCustomError(pass, 'OwnerQueryForNonexistentToken');
    });
    it('TransferCallerNotOwnerNorApproved: transfer by a stranger', async () => {
      const { pass, alice, bob } = await loadFixture(withReceivers);
      await expect(as(pass, bob).transferFrom(alice.address, bob.address, 0)).to.be.revertedWithCustomError(
        pass,
        'TransferCallerNotOwnerNorApproved',
      );
    });
    it('TransferFromIncorrectOwner: `from` is not the owner', async () => {
      const { pass, alice, bob } = await loadFixture(withReceivers);
      await expect(as(pass, alice).transferFrom(bob.address, alice.address, 0)).to.be.revertedWithCustomError(
        pass,
        'TransferFromIncorrectOwner',
      );
    });
    it('TransferToNonERC721ReceiverImplementer: safe transfer to a contract without the hook', async () => {
      const { pass, alice, nonReceiver } = await loadFixture(withReceivers);
      await expect(as(pass, alice)[SAFE3](alice.address, await nonReceiver.getAddress(), 0)).to.be.revertedWithCustomError(
        pass,
        'TransferToNonERC721ReceiverImplementer',
      );
      // the plain transferFrom does not check receivers
      await expect(as(pass, alice).transferFrom(alice.address, await nonReceiver.getAddress(), 0)).to.emit(pass, 'Transfer');
    });
    it('TransferToZeroAddress', async () => {
      const { pass, alice } = await loadFixture(withReceivers);
      await expect(as(pass, alice).transferFrom(alice.address, ZeroAddress, 0)).to.be.revertedWithCustomError(
        pass,
        'TransferToZeroAddress',
      );
    });
    it('URIQueryForNonexistentToken', async () => {
      const { pass } = await loadFixture(withReceivers);
      await expect(pass.tokenURI(7)).to.be.revertedWithCustomError(pass, 'URIQueryForNonexistentToken');
    });
  });
});
