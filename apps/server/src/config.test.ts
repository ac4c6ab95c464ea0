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

  it('names a variable that production requires', () => {
    expect(problems({ NODE_ENV: 'production' })[0]).toBe('JWT_SECRET is required when NODE_ENV=production');
  });

  it('refuses the outbox SMS driver in production and names missing provider settings', () => {
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMS_DRIVER: 'outbox' })[0]).toMatch(/^SMS_DRIVER cannot be "outbox"/);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toEqual([
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

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
