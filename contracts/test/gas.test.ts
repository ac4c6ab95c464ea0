// Gas targets of the issue, asserted on the deterministic gas figures of the bench
// (gas, not time): publicMint() <= 1.30x bare _mint(1), operatorMint(10) <= 1.10x bare _mint(10).
import { expect } from 'chai';
import hre from 'hardhat';
import { measureGas, ratio } from '../scripts/lib/gas';

describe('CulturePass: gas targets', () => {
  it('publicMint() and operatorMint(10) stay within their ratios to a bare ERC721A _mint', async () => {
    const rows = await measureGas(hre);
    const byName = new Map(rows.map((r) => [r.operation, r]));
    const publicMint = byName.get('publicMint()')!;
    const operatorMint10 = byName.get('operatorMint(10)')!;
    expect(ratio(publicMint)!, `publicMint ${publicMint.gas} vs ${publicMint.baseline!.gas}`).to.be.at.most(1.3);
    expect(ratio(operatorMint10)!, `operatorMint(10) ${operatorMint10.gas} vs ${operatorMint10.baseline!.gas}`).to.be.at.most(
      1.1,
    );
  });
});
