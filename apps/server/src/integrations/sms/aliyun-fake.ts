/**
 * A local stand-in for Alibaba Cloud's SMS endpoint, speaking its protocol: it checks the
 * signature and the required parameters and answers as the service does, including its error
 * answers. Used by the driver's tests; phones listed in `limited` get the flow-control error.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAliyunRpc } from './aliyun-signature.js';

export interface FakeAliyunSms {
  url: string;
  sent: Array<{ phone: string; signName: string; templateCode: string; templateParam: Record<string, string> }>;
  close(): Promise<void>;
}

const REQUIRED = [
  'AccessKeyId',
  'Action',
  'PhoneNumbers',
  'SignName',
  'TemplateCode',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'Timestamp',
  'Version',
  'Signature',
];

export async function startFakeAliyunSms(options: {
  accessKeyId: string;
  accessKeySecret: string;
  limited?: string[];
}): Promise<FakeAliyunSms> {
  const sent: FakeAliyunSms['sent'] = [];
  const seenNonces = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const answer = (status: number, payload: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ RequestId: `fake-${sent.length}-${Date.now()}`, ...payload }));
      };
      const params = Object.fromEntries(new URLSearchParams(body));
      const missing = REQUIRED.find((key) => !params[key]);
      if (req.method !== 'POST' || missing) {
        return answer(400, {
          Code: 'MissingParameter',
          Message: `The input parameter "${missing ?? 'method'}" that is mandatory for processing this request is not supplied.`,
        });
      }
      if (params.AccessKeyId !== options.accessKeyId) {
        return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      }
      if (params.Signature !== signAliyunRpc('POST', params, options.accessKeySecret)) {
        return answer(400, {
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
        });
      }
      if (seenNonces.has(params.SignatureNonce!)) {
        return answer(400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
      }
      seenNonces.add(params.SignatureNonce!);
      if (!/^\d{6,15}$/.test(params.PhoneNumbers!)) {
        return answer(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'Invalid mobile number' });
      }
      if (options.limited?.includes(params.PhoneNumbers!)) {
        return answer(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'Flow control triggered' });
      }
      let templateParam: Record<string, string>;
      try {
        templateParam = JSON.parse(params.TemplateParam ?? '{}');
      } catch {
        return answer(200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON parameter is invalid' });
      }
      sent.push({ phone: params.PhoneNumbers!, signName: params.SignName!, templateCode: params.TemplateCode!, templateParam });
      answer(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
