// In-place staking: stake / unStake / operatorUnStake, stake time with time travel, the staking
// lock on transfers, safeTransferWhileStake and the Moonbirds attacker-receiver.
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroAddress } from 'ethers';
import { as, holdersFixture } from './helpers';

const SAFE3 = 'safeTransferFrom(address,address,uint256)';
const SAFE4 = 'safeTransferFrom(address,address,uint256,bytes)';

describe('CulturePass: staking', () => {
  describe('stake', () => {
    it("stakes the caller's tokens in place, emitting Staked(tokenId, time) for each", async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      const tx = await as(pass, alice).stake([0, 2, 4]);
      const at = BigInt(await time.latest());
      for (const id of [0n, 2n, 4n]) {
        await expect(tx).to.emit(pass, 'Staked').withArgs(id, at);
        expect(await pass.getStakeTime(id)).to.equal(at);
        expect(await pass.stakePeriod(id)).to.deep.equal([true, 0n, 0n]);
        expect(await pass.ownerOf(id)).to.equal(alice.address);
      }
      expect(await pass.getStakeTime(1)).to.equal(0n);
      expect(await pass.stakePeriod(1)).to.deep.equal([false, 0n, 0n]);
      expect(await pass.balanceOf(alice.address)).to.equal(5n);
    });

    it('clears the single-token approval (Approval to zero), so the approved address cannot take it after unstaking', async () => {
      const { pass, alice, bob } = await loadFixture(holdersFixture);
      await as(pass, alice).approve(bob.address, 0);
      const tx = as(pass, alice).stake([0, 1]);
      await expect(tx).to.emit(pass, 'Approval').withArgs(alice.address, ZeroAddress, 0n);
      expect(await pass.getApproved(0)).to.equal(ZeroAddress);
      await as(pass, alice).unStake([0, 1]);
      await expect(as(pass, bob).transferFrom(alice.address, bob.address, 0)).to.be.revertedWithCustomError(
        pass,
        'TransferCallerNotOwnerNorApproved',
      );
      // a token without an approval stakes without an Approval event
      const tx2 = await as(pass, alice).stake([2]);
      await expect(tx2).to.not.emit(pass, 'Approval');
    });

    it('needs stakeOpen (StakeClosed)', async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      await pass.setStakeOpen(false);
      await expect(as(pass, alice).stake([0])).to.be.revertedWithCustomError(pass, 'StakeClosed');
    });

    it('refuses tokens of others with NotTokenOwner, even when approved', async () => {
      const { pass, alice, bob } = await loadFixture(holdersFixture);
      await expect(as(pass, bob).stake([0]))
        .to.be.revertedWithCustomError(pass, 'NotTokenOwner')
        .withArgs(0n);
      await as(pass, alice).setApprovalForAll(bob.address, true);
      await as(pass, alice).approve(bob.address, 1);
      await expect(as(pass, bob).stake([1]))
        .to.be.revertedWithCustomError(pass, 'NotTokenOwner')
        .withArgs(1n);
      // one foreign token in the list reverts the whole call
      await expect(as(pass, bob).stake([5, 0]))
        .to.be.revertedWithCustomError(pass, 'NotTokenOwner')
        .withArgs(0n);
      expect(await pass.getStakeTime(5)).to.equal(0n);
    });

    it('refuses an already staked token with TokenStaked (also twice in one list)', async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      await as(pass, alice).stake([0]);
      await expect(as(pass, alice).stake([0]))
        .to.be.revertedWithCustomError(pass, 'TokenStaked')
        .withArgs(0n);
      await expect(as(pass, alice).stake([1, 1]))
        .to.be.revertedWithCustomError(pass, 'TokenStaked')
        .withArgs(1n);
    });

    it('refuses nonexistent tokens, and reads of them', async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      await expect(as(pass, alice).stake([100])).to.be.revertedWithCustomError(pass, 'OwnerQueryForNonexistentToken');
      await expect(pass.getStakeTime(100)).to.be.revertedWithCustomError(pass, 'OwnerQueryForNonexistentToken');
      await expect(pass.stakePeriod(100)).to.be.revertedWithCustomError(pass, 'OwnerQueryForNonexistentToken');
    });

    it('an empty list does nothing', async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      await expect(as(pass, alice).stake([])).to.not.emit(pass, 'Staked');
      await expect(as(pass, alice).unStake([])).to.not.emit(pass, 'UnStaked');
    });
  });

  describe('stake time', () => {
    it('reports current and cumulative time across stakes, counting only staked time', async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      const p = as(pass, alice);
      await p.stake([0]);
      const start1 = BigInt(await time.latest());
      await time.increase(100);
      expect(await pass.stakePeriod(0)).to.deep.equal([true, 100n, 100n]);
      await time.increase(900);
      expect(await pass.stakePeriod(0)).to.deep.equal([true, 1000n, 1000n]);
      expect(await pass.getStakeTime(0)).to.equal(start1);

      await time.setNextBlockTimestamp(start1 + 1500n);
      await expect(p.unStake([0]))
        .to.emit(pass, 'UnStaked')
        .withArgs(0n, start1 + 1500n);
      expect(await pass.stakePeriod(0)).to.deep.equal([false, 0n, 1500n]);
      expect(await pass.getStakeTime(0)).to.equal(0n);

      await time.increase(5000); // unstaked time is not counted
      expect(await pass.stakePeriod(0)).to.deep.equal([false, 0n, 1500n]);

      await p.stake([0]);
      const start2 = BigInt(await time.latest());
      await time.increase(30);
      expect(await pass.stakePeriod(0)).to.deep.equal([true, 30n, 1530n]);
      expect(await pass.getStakeTime(0)).to.equal(start2);
      await time.setNextBlockTimestamp(start2 + 60n);
      await p.unStake([0]);
      expect(await pass.stakePeriod(0)).to.deep.equal([false, 0n, 1560n]);
    });

    it('belongs to the token: it survives safeTransferWhileStake and keeps running for the new owner', async () => {
      const { pass, alice, bob } = await loadFixture(holdersFixture);
      await as(pass, alice).stake([3]);
      const start = BigInt(await time.latest());
      await time.increase(200);
      await as(pass, alice).safeTransferWhileStake(alice.address, bob.address, 3);
      expect(await pass.getStakeTime(3)).to.equal(start);
      await time.increase(100);
      const [isStake, current, total] = await pass.stakePeriod(3);
      expect(isStake).to.equal(true);
      expect(current).to.equal(BigInt(await time.latest()) - start);
      expect(total).to.equal(current);
      await expect(as(pass, alice).unStake([3]))
        .to.be.revertedWithCustomError(pass, 'NotTokenOwner')
        .withArgs(3n);
      await as(pass, bob).unStake([3]);
      expect((await pass.stakePeriod(3))[2]).to.equal(BigInt(await time.latest()) - start);
    });
  });

  describe('unStake and operatorUnStake', () => {
    it('unStake emits UnStaked for each token and frees the tokens to move', async () => {
      const { pass, alice, bob } = await loadFixture(holdersFixture);
      await as(pass, alice).stake([0, 1, 2, 3, 4]);
      const tx = await as(pass, alice).unStake([4, 0]);
      const at = BigInt(await time.latest());
      await expect(tx).to.emit(pass, 'UnStaked').withArgs(4n, at);
      await expect(tx).to.emit(pass, 'UnStaked').withArgs(0n, at);
      await expect(as(pass, alice).transferFrom(alice.address, bob.address, 0)).to.emit(pass, 'Transfer');
      await expect(as(pass, alice).transferFrom(alice.address, bob.address, 1))
        .to.be.revertedWithCustomError(pass, 'TokenStaked')
        .withArgs(1n);
    });

    it('unStake refuses tokens not staked (NotStaked) and tokens of others (NotTokenOwner)', async () => {
      const { pass, alice, bob } = await loadFixture(holdersFixture);
      await expect(as(pass, alice).unStake([0]))
        .to.be.revertedWithCustomError(pass, 'NotStaked')
        .withArgs(0n);
      await as(pass, alice).stake([0]);
      await expect(as(pass, bob).unStake([0]))
        .to.be.revertedWithCustomError(pass, 'NotTokenOwner')
        .withArgs(0n);
      await expect(as(pass, alice).unStake([0, 0]))
        .to.be.revertedWithCustomError(pass, 'NotStaked')
        .withArgs(0n);
      await expect(as(pass, alice).unStake([100])).to.be.revertedWithCustomError(pass, 'OwnerQueryForNonexistentToken');
    });

    it('unStake is always allowed: with staking and transfers switched off', async () => {
      const { pass, alice } = await loadFixture(holdersFixture);
      await as(pass, alice).stake([0]);
      await pass.setStakeOpen(false);
      await pass.setSwitch(false, false, false, false);
      await expect(as(pass, alice).unStake([0])).to.emit(pass, 'UnStaked');
    });

    it("operatorUnStake unstakes any holder's tokens, emitting UnStaked", async () => {
      const { pass, operator, alice, bob } = await loadFixture(holdersFixture);
      await as(pass, alice).stake([0, 1]);
      await as(pass, bob).stake([5]);
      await pass.setStakeOpen(false);
      const tx = await as(pass, operator).operatorUnStake([1, 5]);
      const at = BigInt(await time.latest());
      await expect(tx).to.emit(pass, 'UnStaked').withArgs(1n, at);
      await expect(tx).to.emit(pass, 'UnStaked').withArgs(5n, at);
      expect(await pass.stakePeriod(0)).to.deep.equal([
        true,
        at - (await pass.getStakeTime(0)),
        at - (await pass.getStakeTime(0)),
      ]);
      expect((await pass.stakePeriod(1))[0]).to.equal(false);
      expect((await pass.stakePeriod(5))[0]).to.equal(false);
      expect(await pass.ownerOf(1)).to.equal(alice.address);
      expect(await pass.ownerOf(5)).to.equal(bob.address);
    });

    it('operatorUnStake refuses tokens not staked (NotStaked) and nonexistent tokens', async () => {
      const { pass, operator } = await loadFixture(holdersFixture);
      await expect(as(pass, operator).operatorUnStake([2]))
        .to.be.revertedWithCustomError(pass, 'NotStaked')
        .withArgs(2n);
      await expect(as(pass, operator).operatorUnStake([100])).to.be.revertedWithCustomError(
        pass,
        'OwnerQueryForNonexistentToken',
      );
    });
  });

  describe('staking lock on transfers', () => {
    it('a staked token cannot move by transferFrom or safeTransferFrom, by its owner or approved ones (TokenStaked)', async () => {
      const { pass, alice, bob, signers } = await loadFixture(holdersFixture);
      const carol = signers[12];
      await as(pass, alice).setApprovalForAll(bob.address, true);
      await as(pass, alice).stake([0]);
      // staking clears earlier approvals; one given while staked still cannot move the token
      await as(pass, alice).approve(carol.address, 0);
      for (const who of [alice, bob, carol]) {
        const p = as(pass, who);
        await expect(p.transferFrom(alice.address, bob.address, 0))
          .to.be.revertedWithCustomError(pass, 'TokenStaked')
          .withArgs(0n);
        await expect(p[SAFE3](alice.address, bob.address, 0))
          .to.be.revertedWithCustomError(pass, 'TokenStaked')
          .withArgs(0n);
        await expect(p[SAFE4](alice.address, bob.address, 0, '0x'))
          .to.be.revertedWithCustomError(pass, 'TokenStaked')
          .withArgs(0n);
      }
      // approvals still work on a staked token, and unstaked neighbours still move
      await expect(as(pass, alice).approve(bob.address, 0)).to.emit(pass, 'Approval');
      await expect(as(pass, alice).transferFrom(alice.address, bob.address, 1)).to.emit(pass, 'Transfer');
    });
  });

  describe('safeTransferWhileStake', () => {
    async function withContracts() {
      const f = await holdersFixture();
      const holder = await ethers.deployContract('ERC721Holder');
      const nonReceiver = await ethers.deployContract('NonReceiver');
      const thief = await ethers.deployContract('StakedTokenThief', [await f.pass.getAddress()]);
      return { ...f, holder, nonReceiver, thief };
    }

    it('moves a staked token for its owner, emits Transfer, and the token stays staked', async () => {
      const { pass, alice, bob, holder } = await loadFixture(withContracts);
      await as(pass, alice).stake([0, 1]);
      await expect(as(pass, alice).safeTransferWhileStake(alice.address, bob.address, 0))
        .to.emit(pass, 'Transfer')
        .withArgs(alice.address, bob.address, 0n);
      const holderAddr = await holder.getAddress();
      await expect(as(pass, alice).safeTransferWhileStake(alice.address, holderAddr, 1))
        .to.emit(pass, 'Transfer')
        .withArgs(alice.address, holderAddr, 1n);
      expect(await pass.ownerOf(0)).to.equal(bob.address);
      expect(await pass.ownerOf(1)).to.equal(holderAddr);
      expect((await pass.stakePeriod(0))[0]).to.equal(true);
      // the new owner's staked token is locked for ordinary transfers too
      await expect(as(pass, bob).transferFrom(bob.address, alice.address, 0)).to.be.revertedWithCustomError(pass, 'TokenStaked');
      await expect(as(pass, bob).safeTransferWhileStake(bob.address, alice.address, 0)).to.emit(pass, 'Transfer');
    });

    it('clears the token approval like any transfer', async () => {
      const { pass, alice, bob, signers } = await loadFixture(withContracts);
      await as(pass, alice).approve(signers[12].address, 0);
      await as(pass, alice).stake([0]);
      await as(pass, alice).safeTransferWhileStake(alice.address, bob.address, 0);
      expect(await pass.getApproved(0)).to.equal(ZeroAddress);
    });

    it('only the owner may call it (NotTokenOwner), approvals do not count', async () => {
      const { pass, alice, bob } = await loadFixture(withContracts);
      await as(pass, alice).stake([0]);
      await as(pass, alice).setApprovalForAll(bob.address, true);
      await as(pass, alice).approve(bob.address, 0);
      await expect(as(pass, bob).safeTransferWhileStake(alice.address, bob.address, 0))
        .to.be.revertedWithCustomError(pass, 'NotTokenOwner')
        .withArgs(0n);
    });

    it('refuses a token that is not staked (NotStaked) or does not exist', async () => {
      const { pass, alice, bob } = await loadFixture(withContracts);
      await expect(as(pass, alice).safeTransferWhileStake(alice.address, bob.address, 0))
        .to.be.revertedWithCustomError(pass, 'NotStaked')
        .withArgs(0n);
      await expect(as(pass, alice).safeTransferWhileStake(alice.address, bob.address, 100)).to.be.revertedWithCustomError(
        pass,
        'OwnerQueryForNonexistentToken',
      );
    });

    it('needs transferOpen, a correct `from`, a non-zero `to` and a receiver that accepts', async () => {
      const { pass, alice, bob, nonReceiver } = await loadFixture(withContracts);
      const p = as(pass, alice);
      await p.stake([0]);
      await pass.setSwitch(true, true, true, false);
      await expect(p.safeTransferWhileStake(alice.address, bob.address, 0)).to.be.revertedWithCustomError(pass, 'TransferClosed');
      await pass.setSwitch(true, true, true, true);
      await expect(p.safeTransferWhileStake(bob.address, alice.address, 0)).to.be.revertedWithCustomError(
        pass,
        'TransferFromIncorrectOwner',
      );
      await expect(p.safeTransferWhileStake(alice.address, ZeroAddress, 0)).to.be.revertedWithCustomError(
        pass,
        'TransferToZeroAddress',
      );
      await expect(p.safeTransferWhileStake(alice.address, await nonReceiver.getAddress(), 0)).to.be.revertedWithCustomError(
        pass,
        'TransferToNonERC721ReceiverImplementer',
      );
      expect(await pass.ownerOf(0)).to.equal(alice.address);
    });

    describe('attacker receiver (the Moonbirds hole)', () => {
      // The victim approved the thief for all its tokens (as one approves a marketplace), stakes
      // tokens 0 and 1, and sends token 0 to the thief with safeTransferWhileStake. With a global
      // "transfer while staked" flag the thief's onERC721Received could pull token 1 too.

      it("control: with token 1 not staked, the thief's callback does take it (the attack is real)", async () => {
        const { pass, alice, thief } = await loadFixture(withContracts);
        const thiefAddr = await thief.getAddress();
        await as(pass, alice).setApprovalForAll(thiefAddr, true);
        await as(pass, alice).stake([0]);
        await thief.configure(1, false, false, ZeroAddress);
        await as(pass, alice).safeTransferWhileStake(alice.address, thiefAddr, 0);
        expect(await thief.stolen()).to.equal(true);
        expect(await pass.ownerOf(1)).to.equal(thiefAddr);
      });

      it('control: against a Moonbirds-style global flag the same thief steals the other staked token', async () => {
        const [, alice] = await ethers.getSigners();
        const vulnerable = await ethers.deployContract('GlobalFlagStaking');
        const thief = await ethers.deployContract('StakedTokenThief', [await vulnerable.getAddress()]);
        const thiefAddr = await thief.getAddress();
        await vulnerable.mint(alice.address, 2);
        const v = as(vulnerable as never, alice);
        await v.setApprovalForAll(thiefAddr, true);
        await v.stake([0, 1]);
        await thief.configure(1, true, false, ZeroAddress);
        await v.safeTransferWhileStake(alice.address, thiefAddr, 0);
        expect(await thief.stolen()).to.equal(true);
        expect(await vulnerable.ownerOf(1)).to.equal(thiefAddr);
        expect(await vulnerable.staked(1)).to.equal(true);
      });

      it('cannot move another staked token during the callback: the transfer reverts with TokenStaked', async () => {
        const { pass, alice, thief } = await loadFixture(withContracts);
        const thiefAddr = await thief.getAddress();
        await as(pass, alice).setApprovalForAll(thiefAddr, true);
        await as(pass, alice).stake([0, 1]);
        await thief.configure(1, true, false, ZeroAddress);
        await expect(as(pass, alice).safeTransferWhileStake(alice.address, thiefAddr, 0))
          .to.be.revertedWithCustomError(pass, 'TokenStaked')
          .withArgs(1n);
        expect(await pass.ownerOf(0)).to.equal(alice.address);
        expect(await pass.ownerOf(1)).to.equal(alice.address);
      });

      it('when the thief swallows the error, token 1 stays put and staked, and token 0 cannot be moved on', async () => {
        const { pass, alice, thief, signers } = await loadFixture(withContracts);
        const thiefAddr = await thief.getAddress();
        const sink = signers[13].address;
        await as(pass, alice).setApprovalForAll(thiefAddr, true);
        await as(pass, alice).stake([0, 1]);
        await thief.configure(1, false, true, sink);
        await as(pass, alice).safeTransferWhileStake(alice.address, thiefAddr, 0);
        expect(await thief.callbacks()).to.equal(1n);
        expect(await thief.stolen()).to.equal(false);
        expect(await thief.movedReceived()).to.equal(false);
        const steal = pass.interface.parseError(await thief.stealError());
        expect(steal?.name).to.equal('TokenStaked');
        expect(steal?.args[0]).to.equal(1n);
        const move = pass.interface.parseError(await thief.moveError());
        expect(move?.name).to.equal('TokenStaked');
        expect(move?.args[0]).to.equal(0n);
        expect(await pass.ownerOf(1)).to.equal(alice.address);
        expect((await pass.stakePeriod(1))[0]).to.equal(true);
        expect(await pass.ownerOf(0)).to.equal(thiefAddr);
        expect((await pass.stakePeriod(0))[0]).to.equal(true);
        // and after the transaction the bypass is gone too
        await expect(as(pass, alice).transferFrom(alice.address, sink, 1)).to.be.revertedWithCustomError(pass, 'TokenStaked');
      });
    });
  });
});
