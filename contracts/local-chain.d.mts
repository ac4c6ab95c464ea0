/**
 * A local EVM for tests and the browser suite.
 *
 * ```ts
 * import { startLocalChain } from '@culture/contracts/local-chain';
 * const chain = await startLocalChain();
 * // PASS_CHAIN_ID=chain.chainId PASS_RPC_URL=chain.rpcUrl PASS_CONTRACT_ADDRESS=chain.passAddress
 * // PASS_DEPLOY_BLOCK=chain.deployBlock for the server; chain.accounts[i].privateKey for wallets.
 * await chain.stop();
 * ```
 *
 * A Hardhat node (chain id 1337, automine: one block per transaction, blocks carry the wall-clock
 * time) on a free 127.0.0.1 port, in a child process that exits when this process does. CulturePass
 * is deployed by account #0 (owner and operator) with the demo settings of contracts/scripts/lib/pass.ts:
 * supply 1000; KYC, pre-mint and public phases open at 0.01 / 0.02 / 0.03 ETH; limits 200 / 300 /
 * 500, 5 per address; transfers and staking open; Merkle roots of contracts/whitelists/proofs.json
 * (accounts #1–#5 on the KYC list, #3–#8 on the pre-mint list). Each account holds 10,000 ETH.
 * Starting takes a few seconds (it compiles first when the sources changed).
 */
export interface LocalChain {
  /** http://127.0.0.1:<port> */
  rpcUrl: string;
  chainId: number;
  /** CulturePass (EIP-55). */
  passAddress: `0x${string}`;
  /** Block of the deployment: where an indexer starts. */
  deployBlock: number;
  /** Account #0: the pass's owner and an operator. */
  owner: `0x${string}`;
  /** The node's 20 funded accounts, #0 first. */
  accounts: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>;
  /** Stops the node (idempotent). */
  stop(): Promise<void>;
}

export interface LocalChainOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Give up starting after this long (default 180 s). */
  timeoutMs?: number;
  /** Also write the deployment record ({ chainId, address, deployBlock, rpcUrl, abi, … }) here. */
  deploymentFile?: string;
}

export function startLocalChain(options?: LocalChainOptions): Promise<LocalChain>;

/** ABI and bytecode of a contract of this package, from the artifacts the node's start compiled. */
export function readArtifact(name: string): { abi: unknown[]; bytecode: `0x${string}` };
