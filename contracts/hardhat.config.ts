// Hardhat 2 configuration for the CulturePass contract.
// There is no network access to the solc download server here, so the compiler
// comes from the npm `solc` package (soljson.js, run as solc-js).
import path from 'node:path';
import { subtask } from 'hardhat/config';
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from 'hardhat/builtin-tasks/task-names';
import type { HardhatUserConfig } from 'hardhat/types';
import '@nomicfoundation/hardhat-ethers';
import '@nomicfoundation/hardhat-chai-matchers';

/** Must equal the exact `solc` version pinned in package.json. */
export const SOLC_VERSION = '0.8.28';

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }) => {
  const solc = require('solc');
  const longVersion: string = solc.version().replace(/\.Emscripten\.clang$/, '');
  if (args.solcVersion !== SOLC_VERSION || !longVersion.startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(
      `Compiler ${args.solcVersion} requested but the npm solc package is ${longVersion}; ` +
        `pin solc@${SOLC_VERSION} and use only that version in hardhat.config.ts`,
    );
  }
  return {
    version: SOLC_VERSION,
    longVersion,
    compilerPath: path.join(path.dirname(require.resolve('solc/package.json')), 'soljson.js'),
    isSolcJs: true,
  };
});

const config: HardhatUserConfig = {
  solidity: {
    version: SOLC_VERSION,
    settings: {
      // cancun: transient storage (EIP-1153) backs the staked-transfer marker and the reentrancy guard
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 1000 },
    },
  },
  networks: {
    hardhat: { chainId: 1337 },
    localhost: { url: 'http://127.0.0.1:8545', chainId: 1337 },
  },
  mocha: { timeout: 120_000 },
};

export default config;
