import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_ORIGIN: 'https://app.example.com' })).toEqual([
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
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'a',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
      ALIYUN_SMS_SIGN_NAME: 'c',
      ALIYUN_SMS_TEMPLATE_CODE: 'd',
    };
    expect(problems(production)).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is required when NODE_ENV=production/)]);
    expect(problems({ ...production, PUBLIC_ORIGIN: 'http://app.example.com' })).toEqual([
      'PUBLIC_ORIGIN must be an https:// origin when NODE_ENV=production',
    ]);
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

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
