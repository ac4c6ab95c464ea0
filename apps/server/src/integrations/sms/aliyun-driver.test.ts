import { afterAll, describe, expect, it } from 'vitest';
import { startFakeAliyunSms } from './aliyun-fake.js';
import { aliyunPhoneNumber, createAliyunSmsSender } from './aliyun-driver.js';
import { canonicalQuery, percentEncode, signAliyunRpc } from './aliyun-signature.js';
import { SmsDeliveryError } from './sms-sender.js';

const fake = await startFakeAliyunSms({ accessKeyId: 'LTAI-test', accessKeySecret: 'secret-test', limited: ['13900000000'] });
afterAll(() => fake.close());

const options = {
  endpoint: fake.url,
  accessKeyId: 'LTAI-test',
  accessKeySecret: 'secret-test',
  signName: '五月宇宙',
  templateCode: 'SMS_123',
  region: 'cn-hangzhou',
};

describe('Alibaba Cloud request signing', () => {
  it('percent-encodes per RFC 3986 as the API documents', () => {
    expect(percentEncode('a b*c~d')).toBe('a%20b%2Ac~d');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
  });
  it('matches the documented worked example', () => {
    // The example from Alibaba Cloud's RPC signature documentation (DescribeRegions, secret "testsecret").
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(canonicalQuery(params)).toBe(
      'AccessKeyId=testid&Action=DescribeRegions&Format=XML&SignatureMethod=HMAC-SHA1&SignatureNonce=3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf&SignatureVersion=1.0&Timestamp=2016-02-23T12%3A46%3A24Z&Version=2014-05-26',
    );
    expect(signAliyunRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});

describe('Alibaba Cloud SMS driver', () => {
  it('sends a signed SendSms request the provider accepts', async () => {
    await createAliyunSmsSender(options).sendVerificationCode({ phoneE164: '+8613800138000', code: '123456', locale: 'zh-CN' });
    expect(fake.sent.at(-1)).toEqual({
      phone: '13800138000',
      signName: '五月宇宙',
      templateCode: 'SMS_123',
      templateParam: { code: '123456' },
    });
  });

  it('sends international numbers with their country code', () => {
    expect(aliyunPhoneNumber('+85291234567')).toBe('85291234567');
    expect(aliyunPhoneNumber('+8613800138000')).toBe('13800138000');
  });

  it('surfaces a wrong secret as the provider error', async () => {
    const sender = createAliyunSmsSender({ ...options, accessKeySecret: 'wrong' });
    await expect(sender.sendVerificationCode({ phoneE164: '+8613800138000', code: '1', locale: 'en-US' })).rejects.toMatchObject({
      providerCode: 'SignatureDoesNotMatch',
    });
  });

  it('surfaces an unknown access key', async () => {
    const sender = createAliyunSmsSender({ ...options, accessKeyId: 'nobody' });
    await expect(sender.sendVerificationCode({ phoneE164: '+8613800138000', code: '1', locale: 'en-US' })).rejects.toMatchObject({
      providerCode: 'InvalidAccessKeyId.NotFound',
    });
  });

  it('surfaces the provider flow control', async () => {
    await expect(
      createAliyunSmsSender(options).sendVerificationCode({ phoneE164: '+8613900000000', code: '1', locale: 'en-US' }),
    ).rejects.toMatchObject({
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
  });

  it('reports an unreachable provider as a delivery error', async () => {
    const sender = createAliyunSmsSender({ ...options, endpoint: 'http://127.0.0.1:1', timeoutMs: 1000 });
    await expect(sender.sendVerificationCode({ phoneE164: '+8613800138000', code: '1', locale: 'en-US' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});
