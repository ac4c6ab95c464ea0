#!/usr/bin/env node
// Gas of the NFT pass operations next to a bare ERC721A mint, measured in one run on Hardhat's
// in-process network (the work lives in contracts/scripts/gas-bench.ts).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['run', '--silent', 'bench:gas', '-w', '@culture/contracts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
