// Scratch: local chain + NFT fakes + built server, for iterating on the wallet screens.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalChain } from '@culture/contracts/local-chain';
import { startFakeNftProviders } from '/work/wt-wallet-web/apps/server/src/integrations/nft/nft-fake.ts';
const root = '/work/wt-wallet-web';
const chain = await startLocalChain();
const fake = await startFakeNftProviders();
const port = 40000 + Math.floor(Math.random() * 10000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ww-dev-'));
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, PASS_CHAIN_ID: String(chain.chainId), PASS_RPC_URL: chain.rpcUrl, PASS_CONTRACT_ADDRESS: chain.passAddress,
    PASS_DEPLOY_BLOCK: String(chain.deployBlock), PASS_WHITELIST_FILE: path.join(root, 'contracts/whitelists/proofs.json'), PASS_INDEXER_POLL_MS: '300',
    NFTSCAN_API_KEY: fake.nftscanKey, NFTSCAN_API_BASE: fake.url, ALCHEMY_API_KEY: fake.alchemyKey, ALCHEMY_API_BASE: fake.url, ALTCHA_COST: '1' },
  stdio: 'inherit',
});
fs.writeFileSync('/tmp/ww/dev.json', JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, rpcUrl: chain.rpcUrl, chainId: chain.chainId, pass: chain.passAddress, accounts: chain.accounts.slice(0, 10) }));
console.log('DEV READY', port);
process.on('SIGTERM', async () => { child.kill('SIGTERM'); await chain.stop(); await fake.close(); process.exit(0); });
