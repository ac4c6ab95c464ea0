import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { WECHATPAY_LIVE_TEST_ENV } from './integrations/wechatpay/fixtures/live-env.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.payloadKeys.key).toHaveLength(16);
  });

  it('names a bad variable', () => {
    expect(problems({ PORT: 'eighty' })[0]).toMatch(/^PORT /);
    expect(problems({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL must be a postgres/);
    expect(problems({ PAYLOAD_AES_KEY: 'short' })[0]).toMatch(/^PAYLOAD_AES_KEY must be exactly 16/);
    expect(problems({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL /);
  });

  it('reads the access log settings, refusing values it does not know', () => {
    expect(loadConfig({}).accessLog).toEqual({ mode: 'slow', slowMs: 1000 });
    expect(loadConfig({ ACCESS_LOG: 'ALL', ACCESS_LOG_SLOW_MS: '250' }).accessLog).toEqual({ mode: 'all', slowMs: 250 });
    expect(problems({ ACCESS_LOG: 'verbose' })[0]).toMatch(/^ACCESS_LOG /);
    expect(problems({ ACCESS_LOG_SLOW_MS: '-1' })[0]).toMatch(/^ACCESS_LOG_SLOW_MS /);
    expect(problems({ ACCESS_LOG_SLOW_MS: 'soon' })[0]).toMatch(/^ACCESS_LOG_SLOW_MS /);
  });

  it('reads the virtual world settings and refuses an asset base URL a browser could not use', () => {
    expect(loadConfig({}).world).toEqual({ visitorCap: 24, assetBaseUrl: '/world/' });
    expect(loadConfig({ WORLD_VISITOR_CAP: '8', WORLD_ASSET_BASE_URL: 'https://cdn.example.com/world/' }).world).toEqual({
      visitorCap: 8,
      assetBaseUrl: 'https://cdn.example.com/world/',
    });
    for (const bad of [
      'world/',
      '/world',
      'http://cdn.example.com/world/',
      'https://cdn.example.com',
      '//cdn.example.com/world/',
    ]) {
      expect(problems({ WORLD_ASSET_BASE_URL: bad })[0], bad).toMatch(
        /^WORLD_ASSET_BASE_URL must be a path or https URL ending in \//,
      );
    }
    expect(problems({ WORLD_VISITOR_CAP: '0' })[0]).toMatch(/^WORLD_VISITOR_CAP /);
  });

  it('names a variable that production requires', () => {
    expect(problems({ NODE_ENV: 'production' })[0]).toBe('JWT_SECRET is required when NODE_ENV=production');
  });

  it('refuses the outbox SMS driver in production and names missing provider settings', () => {
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_ORIGIN: 'https://app.example.com',
        SMS_DRIVER: 'outbox',
      })[0],
    ).toMatch(/^SMS_DRIVER cannot be "outbox"/);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_ORIGIN: 'https://app.example.com',
        ...WECHATPAY_LIVE_TEST_ENV,
      }),
    ).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_ID is required when SMS_DRIVER=aliyun',
      'ALIYUN_SMS_ACCESS_KEY_SECRET is required when SMS_DRIVER=aliyun',
      'ALIYUN_SMS_SIGN_NAME is required when SMS_DRIVER=aliyun',
      'ALIYUN_SMS_TEMPLATE_CODE is required when SMS_DRIVER=aliyun',
    ]);
    expect(loadConfig({}).sms.driver).toBe('outbox');
  });

  it('takes an https follow link for the WeChat official account and refuses anything else', () => {
    expect(loadConfig({}).wechat.followUrl).toBeUndefined();
    const url = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA=#wechat_redirect';
    expect(loadConfig({ WECHAT_FOLLOW_URL: url }).wechat.followUrl).toBe(url);
    expect(problems({ WECHAT_FOLLOW_URL: 'http://mp.weixin.qq.com/x' })).toEqual(['WECHAT_FOLLOW_URL must be an https:// URL']);
    expect(problems({ WECHAT_FOLLOW_URL: 'weixin.qq.com' })).toEqual(['WECHAT_FOLLOW_URL must be an https:// URL']);
  });

  it('takes the public origin from PUBLIC_ORIGIN, requires an https one in production, and defaults to this machine elsewhere', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '192.168.1.20' }).publicOrigin).toBe('http://192.168.1.20:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://app.example.com/' }).publicOrigin).toBe('https://app.example.com');
    // Without PUBLIC_ORIGIN the app opened at 127.0.0.1 (the address the server prints) is ours too.
    expect(loadConfig({}).ownOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loadConfig({ PORT: '8080', HOST: '192.168.1.20' }).ownOrigins).toEqual(['http://192.168.1.20:8080']);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://app.example.com/' }).ownOrigins).toEqual(['https://app.example.com']);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'a',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
      ALIYUN_SMS_SIGN_NAME: 'c',
      ALIYUN_SMS_TEMPLATE_CODE: 'd',
      ...WECHATPAY_LIVE_TEST_ENV,
    };
    expect(problems(production)).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is required when NODE_ENV=production/)]);
    expect(problems({ ...production, PUBLIC_ORIGIN: 'http://app.example.com' })).toEqual([
      'PUBLIC_ORIGIN must be an https:// origin when NODE_ENV=production',
    ]);
    expect(problems({ ...production, PUBLIC_ORIGIN: 'https://app.example.com', ADMIN_TOKEN: 'a'.repeat(32) })).toEqual([
      expect.stringMatching(/^ADMIN_TOKEN is refused when NODE_ENV=production: make an API key/),
    ]);
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(32) }).adminToken).toBe('a'.repeat(32));
    expect(problems({ PUBLIC_ORIGIN: 'https://app.example.com/pocket' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN must be an origin only/),
    ]);
    expect(problems({ PUBLIC_ORIGIN: 'app.example.com' })).toEqual(['PUBLIC_ORIGIN must be an http:// or https:// URL']);
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://app.example.com' }).publicOrigin).toBe('https://app.example.com');
  });

  it('turns the API docs off in production unless API_DOCS=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://app.example.com',
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'a',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
      ALIYUN_SMS_SIGN_NAME: 'c',
      ALIYUN_SMS_TEMPLATE_CODE: 'd',
      ...WECHATPAY_LIVE_TEST_ENV,
    };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('has request timeouts and a per-address connection cap that is off behind a proxy', () => {
    expect(loadConfig({}).http).toEqual({
      connectionTimeoutMs: 60_000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerAddress: 128,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).http.maxConnectionsPerAddress).toBe(500);
    expect(problems({ HEADERS_TIMEOUT_MS: '40000' })).toEqual(['HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS']);
    expect(problems({ REQUEST_TIMEOUT_MS: '0' })[0]).toMatch(/^REQUEST_TIMEOUT_MS /);
  });

  it('bounds avatar model checks, answering each before the idle sweep would close its connection', () => {
    expect(loadConfig({}).modelChecks).toEqual({ workers: 1, maxWaiting: 4, deadlineMs: 30_000 });
    expect(loadConfig({ CONNECTION_TIMEOUT_MS: '20000' }).modelChecks.deadlineMs).toBe(18_000);
    expect(loadConfig({ MODEL_CHECK_WORKERS: '2', MODEL_CHECK_QUEUE_MAX: '0' }).modelChecks).toMatchObject({
      workers: 2,
      maxWaiting: 0,
    });
    expect(problems({ MODEL_CHECK_QUEUE_MAX: '-1' })[0]).toMatch(/^MODEL_CHECK_QUEUE_MAX /);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
  it('takes the pass chain as three settings together, refuses local chains in production, and names a bad xpub', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).pass).toBeNull();
    const pass = loadConfig({
      PASS_CHAIN_ID: '56',
      PASS_RPC_URL: 'https://bsc.example/key',
      PASS_CONTRACT_ADDRESS: '0x' + 'a'.repeat(40),
      PASS_DEPLOY_BLOCK: '123',
    }).pass;
    expect(pass).toMatchObject({
      chainId: 56,
      publicRpcUrl: 'https://bsc-dataseed.bnbchain.org',
      deployBlock: 123,
      confirmations: 12,
    });
    expect(problems({ PASS_CHAIN_ID: '1' })).toEqual([
      'PASS_RPC_URL is required with the other PASS_* settings (chain id, RPC URL, contract address)',
      'PASS_CONTRACT_ADDRESS is required with the other PASS_* settings (chain id, RPC URL, contract address)',
    ]);
    expect(problems({ PASS_CONTRACT_ADDRESS: '0x12' })[0]).toMatch(/^PASS_CONTRACT_ADDRESS must be an address/);
    expect(problems({ PASS_RPC_URL: 'ftp://x' })[0]).toMatch(/^PASS_RPC_URL must be an http/);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_ORIGIN: 'https://app.example.com',
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'a',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
        ALIYUN_SMS_SIGN_NAME: 'c',
        ALIYUN_SMS_TEMPLATE_CODE: 'd',
        PASS_CHAIN_ID: '1337',
        PASS_RPC_URL: 'http://127.0.0.1:8545',
        PASS_CONTRACT_ADDRESS: '0x' + 'a'.repeat(40),
        ...WECHATPAY_LIVE_TEST_ENV,
      }),
    ).toEqual(['PASS_CHAIN_ID cannot be a local development chain (1337, 31337) when NODE_ENV=production']);
    expect(problems({ DEPOSIT_XPUB: 'xpub-not-really' })[0]).toMatch(/^DEPOSIT_XPUB must be a BIP-32 extended public key/);
    expect(problems({ CHAIN_RPC_URLS: '1=https://a,56' })[0]).toMatch(/^CHAIN_RPC_URLS must be chainId=URL pairs/);
    expect([...loadConfig({ CHAIN_RPC_URLS: '1=https://a.example,56=https://b.example' }).chainRpcUrls]).toEqual([
      [1, 'https://a.example'],
      [56, 'https://b.example'],
    ]);
  });

  it('finds the local deployment of npm run chain outside production, and names a broken one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-'));
    const file = path.join(dir, 'localhost.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ chainId: 1337, address: '0x' + 'b'.repeat(40), rpcUrl: 'http://127.0.0.1:9545', deployBlock: 1, abi: [] }),
    );
    expect(loadConfig({ PASS_DEPLOYMENT_FILE: file }).pass).toMatchObject({
      chainId: 1337,
      rpcUrl: 'http://127.0.0.1:9545',
      publicRpcUrl: 'http://127.0.0.1:9545',
      confirmations: 0,
      source: 'deployment-file',
    });
    fs.writeFileSync(file, JSON.stringify({ chainId: 1337 }));
    expect(problems({ PASS_DEPLOYMENT_FILE: file })[0]).toMatch(/^PASS_DEPLOYMENT_FILE .* lacks address, rpcUrl, deployBlock/);
    expect(problems({ PASS_DEPLOYMENT_FILE: path.join(dir, 'missing.json') })[0]).toMatch(/^PASS_DEPLOYMENT_FILE cannot be read/);
  });
});
