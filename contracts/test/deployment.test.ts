// Construction, reads and interface: what a freshly deployed and a demo-configured pass report.
import fs from 'node:fs';
import { expect } from 'chai';
import hre, { ethers } from 'hardhat';
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers';
import { ZeroHash, ZeroAddress } from 'ethers';
import { abiFileContent, ABI_FILE } from '../scripts/lib/pass';
import { as, BASE_URI, deployPass, NAME, OPERATOR_ROLE, passFixture, PRICES, SUPPLY, SYMBOL } from './helpers';

describe('CulturePass: deployment and reads', () => {
  async function freshFixture() {
    const [owner, other] = await ethers.getSigners();
    return { pass: await deployPass(), owner, other };
  }

  it('starts with the constructor values, the deployer as owner, and everything closed', async () => {
    const { pass, owner } = await loadFixture(freshFixture);
    expect(await pass.name()).to.equal(NAME);
    expect(await pass.symbol()).to.equal(SYMBOL);
    expect(await pass.supply()).to.equal(SUPPLY);
    expect(await pass.totalSupply()).to.equal(0n);
    expect(await pass.totalMinted()).to.equal(0n);
    expect(await pass.owner()).to.equal(owner.address);
    expect(await pass.baseURI()).to.equal(BASE_URI);
    expect(await pass.stakeOpen()).to.equal(false);
    expect(await pass.getSwith()).to.deep.equal([false, false, false, false]);
    expect(await pass.getMintLimit()).to.deep.equal([0n, 0n, 0n, 0n]);
    expect(await pass.getMintPrice()).to.deep.equal([0n, 0n, 0n]);
    expect(await pass.getMintCount()).to.deep.equal([0n, 0n, 0n]);
    expect(await pass.kycMerkleRoot()).to.equal(ZeroHash);
    expect(await pass.preMerkleRoot()).to.equal(ZeroHash);
    expect(await pass.OPERATOR_ROLE()).to.equal(OPERATOR_ROLE);
    expect(await pass.isOperator(owner.address)).to.equal(false);
  });

  it('emits OwnershipTransferred(0, deployer) on deployment', async () => {
    const [owner] = await ethers.getSigners();
    const pass = await deployPass();
    await expect(pass.deploymentTransaction()).to.emit(pass, 'OwnershipTransferred').withArgs(ZeroAddress, owner.address);
  });

  it('refuses a zero supply cap', async () => {
    const factory = await ethers.getContractFactory('CulturePass');
    await expect(factory.deploy(NAME, SYMBOL, 0, BASE_URI)).to.be.revertedWithCustomError(factory, 'ZeroSupply');
  });

  it('reports the configured limits, prices, switches and stakeOpen', async () => {
    const { pass, proofs } = await loadFixture(passFixture);
    expect(await pass.getMintLimit()).to.deep.equal([200n, 300n, 500n, 5n]);
    expect(await pass.getMintPrice()).to.deep.equal([PRICES.kyc, PRICES.pre, PRICES.public]);
    expect(await pass.getSwith()).to.deep.equal([true, true, true, true]);
    expect(await pass.stakeOpen()).to.equal(true);
    expect(await pass.kycMerkleRoot()).to.equal(proofs.kyc.root);
    expect(await pass.preMerkleRoot()).to.equal(proofs.pre.root);
  });

  it('names the getter fields as the spec does', async () => {
    const { pass } = await loadFixture(passFixture);
    const count = await pass.getMintCount();
    expect(count.toObject()).to.have.keys('kycMintCount', 'preMintCount', 'publicMintCount');
    expect((await pass.getMintLimit()).toObject()).to.have.keys(
      'kycMintLimit',
      'preMintLimit',
      'publicMintLimit',
      'addressMintLimit',
    );
    expect((await pass.getMintPrice()).toObject()).to.have.keys('kycMintPrice', 'preMintPrice', 'publicMintPrice');
    expect((await pass.getSwith()).toObject()).to.have.keys('kycMintOpen', 'preMintOpen', 'publicMintOpen', 'transferOpen');
    await as(pass, (await ethers.getSigners())[9]).operatorMint(1, (await ethers.getSigners())[9].address);
    expect((await pass.stakePeriod(0)).toObject()).to.have.keys('isStake', 'current', 'total');
    expect((await pass.isWhitelist([], [])).toObject()).to.have.keys('isKycWhitelist', 'isPreWhitelist');
  });

  it('builds tokenURI from the base URI and refuses nonexistent tokens', async () => {
    const { pass, operator, alice } = await loadFixture(passFixture);
    await as(pass, operator).operatorMint(12, alice.address);
    expect(await pass.tokenURI(0)).to.equal(`${BASE_URI}0`);
    expect(await pass.tokenURI(11)).to.equal(`${BASE_URI}11`);
    await expect(pass.tokenURI(12)).to.be.revertedWithCustomError(pass, 'URIQueryForNonexistentToken');
    await pass.setBaseURI('');
    expect(await pass.tokenURI(3)).to.equal('');
  });

  it('supports the ERC-165, ERC-721, ERC-721 metadata and AccessControl interfaces only', async () => {
    const { pass } = await loadFixture(freshFixture);
    expect(await pass.supportsInterface('0x01ffc9a7')).to.equal(true);
    expect(await pass.supportsInterface('0x80ac58cd')).to.equal(true);
    expect(await pass.supportsInterface('0x5b5e139f')).to.equal(true);
    expect(await pass.supportsInterface('0x7965db0b')).to.equal(true);
    expect(await pass.supportsInterface('0xffffffff')).to.equal(false);
    expect(await pass.supportsInterface('0x780e9d63')).to.equal(false); // ERC721Enumerable
  });

  it("has the spec's external interface", async () => {
    const { pass } = await loadFixture(freshFixture);
    const signatures = [
      'kycMint(bytes32[])',
      'preMint(bytes32[])',
      'publicMint()',
      'stake(uint256[])',
      'unStake(uint256[])',
      'operatorUnStake(uint256[])',
      'operatorMint(uint256,address)',
      'safeTransferFrom(address,address,uint256)',
      'safeTransferFrom(address,address,uint256,bytes)',
      'transferFrom(address,address,uint256)',
      'safeTransferWhileStake(address,address,uint256)',
      'approve(address,uint256)',
      'setApprovalForAll(address,bool)',
      'withdraw(address[],address)',
      'getMintCount()',
      'getMintLimit()',
      'getMintPrice()',
      'getSwith()',
      'getStakeTime(uint256)',
      'stakePeriod(uint256)',
      'isWhitelist(bytes32[],bytes32[])',
      'balanceOf(address)',
      'ownerOf(uint256)',
      'tokenURI(uint256)',
      'totalSupply()',
      'totalMinted()',
      'supply()',
      'stakeOpen()',
      'hasRole(bytes32,address)',
      'isOperator(address)',
      'transferOwnership(address)',
      'renounceOwnership()',
      'grantRole(bytes32,address)',
      'revokeRole(bytes32,address)',
    ];
    for (const sig of signatures) expect(pass.interface.getFunction(sig), sig).to.not.equal(null);
    for (const fn of ['kycMint', 'preMint', 'publicMint']) {
      expect(pass.interface.getFunction(fn)!.payable, fn).to.equal(true);
    }
    for (const ev of [
      'Approval(address,address,uint256)',
      'ApprovalForAll(address,address,bool)',
      'OwnershipTransferred(address,address)',
      'RoleGranted(bytes32,address,address)',
      'RoleRevoked(bytes32,address,address)',
      'Staked(uint256,uint256)',
      'UnStaked(uint256,uint256)',
      'Transfer(address,address,uint256)',
    ]) {
      expect(pass.interface.getEvent(ev), ev).to.not.equal(null);
    }
  });

  it('declares the 13 ERC721A errors of spec §8', async () => {
    const { pass } = await loadFixture(freshFixture);
    for (const name of [
      'ApprovalCallerNotOwnerNorApproved',
      'ApprovalQueryForNonexistentToken',
      'ApprovalToCurrentOwner',
      'ApproveToCaller',
      'BalanceQueryForZeroAddress',
      'MintToZeroAddress',
      'MintZeroQuantity',
      'OwnerQueryForNonexistentToken',
      'TransferCallerNotOwnerNorApproved',
      'TransferFromIncorrectOwner',
      'TransferToNonERC721ReceiverImplementer',
      'TransferToZeroAddress',
      'URIQueryForNonexistentToken',
    ]) {
      expect(pass.interface.getError(name), name).to.not.equal(null);
    }
  });

  it('keeps the committed abi/CulturePass.json equal to the compiled ABI (run `npm run abi` after changes)', async () => {
    const artifact = await hre.artifacts.readArtifact('CulturePass');
    expect(fs.readFileSync(ABI_FILE, 'utf8')).to.equal(abiFileContent(artifact));
  });
});
