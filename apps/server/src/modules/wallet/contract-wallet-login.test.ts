/**
 * Sign in with Ethereum from contract wallets against a real Hardhat node started by this file: a
 * deployed EIP-1271 wallet, an undeployed one signing with ERC-6492, a stranger's signature for
 * either, an ordinary account on the same chain, and a chain whose RPC is down (a clear "try
 * again", never a 5xx). The test wallets are contracts/contracts/test/ERC1271Wallet.sol.
 */
import { readArtifact, startLocalChain } from '@culture/contracts/local-chain';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
  type Abi,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

const chain = await startLocalChain();
afterAll(() => chain.stop());
const t = await createTestApp({
  env: {
    PASS_CHAIN_ID: String(chain.chainId),
    PASS_RPC_URL: chain.rpcUrl,
    PASS_CONTRACT_ADDRESS: chain.passAddress,
    // Ethereum's RPC "is down": nothing listens on the discard port.
    CHAIN_RPC_URLS: '1=http://127.0.0.1:9',
  },
});
const local = defineChain({
  id: chain.chainId,
  name: 'Localhost',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
});
const reader = createPublicClient({ chain: local, transport: http(chain.rpcUrl) });
const deployer = createWalletClient({
  account: privateKeyToAccount(chain.accounts[15]!.privateKey),
  chain: local,
  transport: http(chain.rpcUrl),
});
const factoryArtifact = readArtifact('ERC1271WalletFactory') as { abi: Abi; bytecode: Hex };
const factoryDeploy = await deployer.deployContract({ abi: factoryArtifact.abi, bytecode: factoryArtifact.bytecode });
const factory = (await reader.waitForTransactionReceipt({ hash: factoryDeploy })).contractAddress!;

async function predict(owner: Hex, salt: Hex): Promise<Hex> {
  return (await reader.readContract({
    address: factory,
    abi: factoryArtifact.abi,
    functionName: 'predict',
    args: [owner, salt],
  })) as Hex;
}

async function nonceMessage(address: string, chainId: number = chain.chainId) {
  const res = await t.get(`/api/v5/auth/blockchain/nonce?address=${address}&chainId=${chainId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.message as string;
}

const login = (message: string, signature: string, locale: 'en-US' | 'zh-CN' | 'zh-TW' = 'en-US') =>
  t.post('/api/v5/auth/metamask/login', { message, signature }, { locale });

describe('contract wallets sign in', () => {
  it('logs in a deployed EIP-1271 wallet with its owner key, and refuses a stranger signing for it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const salt = keccak256(toHex('deployed'));
    const hash = await deployer.writeContract({
      address: factory,
      abi: factoryArtifact.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    });
    await reader.waitForTransactionReceipt({ hash });
    const wallet = await predict(owner.address, salt);
    expect(await reader.getCode({ address: wallet })).not.toBe(undefined);

    const message = await nonceMessage(wallet);
    const res = await login(message, await owner.signMessage({ message }));
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json().data;
    expect((await t.get('/api/v2/me', { token })).json().data.wallet_address).toBe(wallet);

    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await nonceMessage(wallet);
    const refused = await login(forged, await stranger.signMessage({ message: forged }), 'zh-TW');
    expect([refused.statusCode, refused.json().code, refused.json().errmsg]).toEqual([400, 40018, '簽名與錢包地址不符。']);
  });

  it('logs in a wallet that does not exist yet with an ERC-6492 signature, deploying nothing', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const salt = keccak256(toHex('counterfactual'));
    const wallet = await predict(owner.address, salt);
    expect(await reader.getCode({ address: wallet })).toBeUndefined();
    const factoryData = encodeFunctionData({ abi: factoryArtifact.abi, functionName: 'deploy', args: [owner.address, salt] });

    const message = await nonceMessage(wallet);
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: factoryData,
      signature: await owner.signMessage({ message }),
    });
    const res = await login(message, wrapped);
    expect(res.statusCode, res.body).toBe(200);
    expect(await reader.getCode({ address: wallet })).toBeUndefined();

    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await nonceMessage(wallet);
    const badWrap = serializeErc6492Signature({
      address: factory,
      data: factoryData,
      signature: await stranger.signMessage({ message: forged }),
    });
    expect((await login(forged, badWrap)).json().code).toBe(40018);
  });

  it('still logs in ordinary accounts offline, and says "try again" when a contract wallet’s chain cannot be asked', async () => {
    const person = privateKeyToAccount(chain.accounts[16]!.privateKey);
    const message = await nonceMessage(person.address);
    expect((await login(message, await person.signMessage({ message }))).statusCode).toBe(200);

    // Ethereum mainnet (chain 1) is configured with an RPC that refuses connections.
    const owner = privateKeyToAccount(generatePrivateKey());
    const wallet = await predict(owner.address, keccak256(toHex('mainnet')));
    const onMainnet = await nonceMessage(wallet, 1);
    const res = await login(onMainnet, await owner.signMessage({ message: onMainnet }), 'zh-CN');
    expect([res.statusCode, res.json().code, res.json().errmsg]).toEqual([400, 40019, '暂时无法验证你的钱包签名，请稍后重试。']);

    // A nonce the server never issued is refused before any signature work, so it cannot make us call the chain.
    const unknownNonce = onMainnet.replace(/Nonce: \w+/, 'Nonce: neverIssued123');
    expect((await login(unknownNonce, await owner.signMessage({ message: unknownNonce }))).json().code).toBe(40017);

    // A chain with no RPC at all (BNB here) takes ordinary accounts only: a contract wallet's signature does not match.
    const onBnb = await nonceMessage(wallet, 56);
    expect((await login(onBnb, await owner.signMessage({ message: onBnb }))).json().code).toBe(40018);
  });
});
