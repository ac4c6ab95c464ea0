/**
 * Alibaba Cloud SMS (Dysmsapi 2017-05-25, SendSms) over its documented HTTP API: a signed
 * form POST to the endpoint; the answer is JSON with Code "OK" on success. Mainland numbers are
 * sent as 11 digits, others with their country code. The template receives {"code": "123456"}.
 */
import { randomUUID } from 'node:crypto';
import type { SmsConfig } from '../../config.js';
import { outboundClient } from '../../lib/metrics/outbound.js';
import { signAliyunRpc } from './aliyun-signature.js';
import { SmsDeliveryError, type SmsSender } from './sms-sender.js';

export type AliyunSmsOptions = Omit<Extract<SmsConfig, { driver: 'aliyun' }>, 'driver'> & {
  timeoutMs?: number;
  now?: () => number;
};

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

export function aliyunPhoneNumber(phoneE164: string): string {
  return phoneE164.startsWith('+86') ? phoneE164.slice(3) : phoneE164.replace(/^\+/, '');
}

/** ISO 8601 in UTC without milliseconds, as the API requires. */
function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function createAliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const now = options.now ?? Date.now;
  // Counted and timed, failures included (docs/operations.md, "Metrics").
  const counted = outboundClient('sms', ['send']);
  return {
    name: 'aliyun',
    async sendVerificationCode({ phoneE164, code }) {
      await counted('send', () => send(signed(phoneE164, options.templateCode, { code })));
    },
    async sendNotice({ phoneE164, text }) {
      if (!options.noticeTemplateCode) throw new SmsDeliveryError('No notice template (ALIYUN_SMS_NOTICE_TEMPLATE_CODE)');
      await counted('send', () => send(signed(phoneE164, options.noticeTemplateCode!, { text })));
    },
  };

  function signed(phoneE164: string, templateCode: string, templateParam: Record<string, string>) {
    const params: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: aliyunPhoneNumber(phoneE164),
      RegionId: options.region,
      SignName: options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: timestamp(now()),
      Version: '2017-05-25',
    };
    params.Signature = signAliyunRpc('POST', params, options.accessKeySecret);
    return params;
  }

  async function send(params: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${options.endpoint.replace(/\/$/, '')}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS provider unreachable: ${(error as Error).message}`);
    }
    let answer: SendSmsAnswer;
    try {
      answer = (await response.json()) as SendSmsAnswer;
    } catch {
      throw new SmsDeliveryError(`SMS provider answered HTTP ${response.status} without JSON`);
    }
    if (answer.Code !== 'OK') {
      throw new SmsDeliveryError(`SMS provider refused: ${answer.Code ?? 'unknown'} ${answer.Message ?? ''}`.trim(), answer.Code);
    }
  }
}
