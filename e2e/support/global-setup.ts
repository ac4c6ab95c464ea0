/**
 * Starts the real built server (apps/server/dist + apps/web/dist) on a free port with a fresh
 * embedded database, and stops it after the run. `npm test` builds first; run `npm run build`
 * before `vitest --project e2e` on its own. For the wallet suite it also starts a local Hardhat
 * node with CulturePass deployed (startLocalChain) and local fakes of NFTScan and Alchemy, and
 * points the server's pass and NFT settings at them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalChain, type LocalChain } from '@culture/contracts/local-chain';
import { startFakeNftProviders, type FakeNftProviders } from '../../apps/server/src/integrations/nft/nft-fake';
import { startSuiteServer, type LaunchedServer, type OpsOwner, type Settings } from './launch';

/** The operator token the browser suite's server accepts. */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789';
/** The official account follow link the browser suite's server answers (WECHAT_FOLLOW_URL). */
export const E2E_FOLLOW_URL = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzE2ZTJlLXRlc3Q=#wechat_redirect';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Browser files run two at a time (the root config's maxWorkers), each lane on a server of its own
 * (support/server.ts picks it by VITEST_POOL_ID): what one file publishes (a policy version, a
 * brand, a page) never meets a file running beside it, and the files of one lane still run one
 * after another as they did on one server.
 */
export const E2E_LANES = 2;

const servers: LaunchedServer[] = [];
let chain: LocalChain | undefined;
let nftProviders: FakeNftProviders | undefined;

/** Hardhat account #1: on the demo KYC list (contracts/whitelists), the wallet of the wallet suite. */
export const E2E_WALLET_ACCOUNT = 1;
/** What the fake NFT providers hold for the wallet suite's address on every chain (artwork is a data: URL: the CSP allows no other host). */
function seedNfts(providers: FakeNftProviders, owner: string) {
  const art = (hue: number) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${hue} 55% 45%)"/><circle cx="5" cy="5" r="3" fill="hsl(${hue} 70% 80%)"/></svg>`)}`;
  providers.holdings.set(
    owner.toLowerCase(),
    Array.from({ length: 60 }, (_, i) => ({
      contract: '0x' + (0xa0 + (i % 3)).toString(16).repeat(20),
      tokenId: String(1000 + i),
      name: i % 7 === 6 ? '' : `Lantern No. ${i + 1}`,
      ercType: i < 55 ? ('erc721' as const) : ('erc1155' as const),
      imageUri: i % 5 === 4 ? null : art((i * 37) % 360),
      amount: '1',
    })),
  );
}

/**
 * The settings of every suite server (a lane's, or a file's own: server.ts, useOwnServer), over
 * launchServer's test defaults, for the server on `port`.
 */
function suiteSettings(chain: LocalChain, nftProviders: FakeNftProviders): Settings {
  return {
    SMS_RESEND_COOLDOWN_SECONDS: '2',
    SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
    OTP_VERIFIES_PER_ADDRESS: '100000',
    WECHAT_CALLS_PER_ADDRESS_PER_MINUTE: '100000',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '50',
    // Every phone login of the suite asks for a challenge from this one address.
    ALTCHA_CHALLENGES_PER_ADDRESS: '100000',
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    // A refund at the WeChat Pay fake succeeds a second after it is taken (ops-orders.e2e.ts).
    WECHATPAY_FAKE_REFUND_SECONDS: '1',
    WECHAT_FOLLOW_URL: E2E_FOLLOW_URL,
    PASS_CHAIN_ID: String(chain.chainId),
    PASS_RPC_URL: chain.rpcUrl,
    // What browsers are told: the chain table's 1337 entry says :8545, this node is elsewhere.
    PASS_PUBLIC_RPC_URL: chain.rpcUrl,
    PASS_CONTRACT_ADDRESS: chain.passAddress,
    PASS_DEPLOY_BLOCK: String(chain.deployBlock),
    PASS_WHITELIST_FILE: path.join(root, 'contracts/whitelists/proofs.json'),
    PASS_INDEXER_POLL_MS: '300',
    NFTSCAN_API_KEY: nftProviders.nftscanKey,
    NFTSCAN_API_BASE: nftProviders.url,
    ALCHEMY_API_KEY: nftProviders.alchemyKey,
    ALCHEMY_API_BASE: nftProviders.url,
  };
}

export async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  [chain, nftProviders] = await Promise.all([startLocalChain(), startFakeNftProviders()]);
  seedNfts(nftProviders, chain.accounts[E2E_WALLET_ACCOUNT]!.address);
  const settings = suiteSettings(chain, nftProviders);
  for (let lane = 0; lane < E2E_LANES; lane += 1) servers.push(await startSuiteServer(settings));
  project.provide(
    'servers',
    servers.map(({ baseUrl, opsOwner }) => ({ baseUrl, opsOwner: opsOwner! })),
  );
  project.provide('suiteSettings', settings);
  project.provide('chain', {
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    passAddress: chain.passAddress,
    accounts: chain.accounts.slice(0, 10),
  });
}

export async function teardown() {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all([chain?.stop(), nftProviders?.close()]);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server per lane (support/server.ts): its address and the console's first owner, made by
     * `npm run ops:owner`'s command before the server starts, not yet enrolled.
     */
    servers: Array<{ baseUrl: string; opsOwner: OpsOwner }>;
    /** What every suite server is started with, for a file that starts its own (server.ts, useOwnServer). */
    suiteSettings: Settings;
    /** The local chain of the wallet suite: its RPC, the pass, and Hardhat's funded accounts. */
    chain: {
      rpcUrl: string;
      chainId: number;
      passAddress: `0x${string}`;
      accounts: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>;
    };
  }
}
