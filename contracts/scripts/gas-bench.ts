// Gas bench: `npm run bench:gas` (hardhat run on the in-process network). Prints the gas of the
// pass's hot paths next to a bare ERC721A `_mint` measured in the same run, the ratios and
// whether the targets are met (publicMint() <= 1.30x bare _mint(1), operatorMint(10) <= 1.10x
// bare _mint(10)). Set GAS_BENCH_JSON=<file> to also write the figures as JSON.
import fs from 'node:fs';
import hre from 'hardhat';
import { formatGasTable, measureGas, ratio, targetMet } from './lib/gas';

async function main(): Promise<void> {
  const rows = await measureGas(hre);
  console.log(
    `CulturePass gas (solc ${hre.config.solidity.compilers[0].version}, optimizer runs ${hre.config.solidity.compilers[0].settings.optimizer.runs}, tx gasUsed incl. 21000 intrinsic)\n`,
  );
  console.log(formatGasTable(rows));
  const out = process.env.GAS_BENCH_JSON;
  if (out) {
    const json = rows.map((r) => ({
      operation: r.operation,
      gas: Number(r.gas),
      baseline: r.baseline ? { name: r.baseline.name, gas: Number(r.baseline.gas) } : null,
      ratio: ratio(r) ?? null,
      target: r.target ?? null,
      targetMet: targetMet(r) ?? null,
    }));
    fs.writeFileSync(out, JSON.stringify(json, null, 2) + '\n');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
