/**
 * WeChat Pay's published vectors (issue "Must be right"; sources in fixtures/README.md). Each one pins a byte of
 * the protocol: a wrong message layout, key or encoding changes the result.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AeadError, decryptAeadAes256Gcm, encryptAeadAes256Gcm, openAesGcm } from './aead.js';
import { appPaySign, jsapiPayParams } from './jsapi.js';
import { authorizationHeader, requestMessage, signMessage } from './signing.js';
import { platformCertificate, SignatureError, signatureHeaders, verifySignature, type VerificationKeys } from './verify.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const merchantKey = createPrivateKey(fixture('merchant-1900007291-test-key.pem'));
const PUB_KEY_ID = 'PUB_KEY_ID_0000000000000024101100397200000006';
const wechatPublicKey = createPublicKey(fixture(`${PUB_KEY_ID}.pem`));

function keys(publicKeys: [string, KeyObject][], certs: ReturnType<typeof platformCertificate>[] = []): VerificationKeys {
  return { publicKeys: new Map(publicKeys), platformCerts: new Map(certs.map((c) => [c.serial, c])) };
}

describe('JSAPI paySign with the test merchant key of mch 1900007291', () => {
  const appId = 'wx2421b1c4370ec43b';
  const timeStamp = '1554208460';
  const nonceStr = '593BEC0C930BF1AFEB40B4A08C8FB242';
  const prepayId = 'wx201410272009395522657a690389285100';

  it('matches the documented JSAPI signature', () => {
    const params = jsapiPayParams(appId, merchantKey, prepayId, timeStamp, nonceStr);
    expect(params.package).toBe(`prepay_id=${prepayId}`);
    expect(params.signType).toBe('RSA');
    expect(params.paySign.startsWith('mI35pfNEQV6777ke/1T+LJLQ')).toBe(true);
    expect(params.paySign.endsWith('KJ+qk5N61J7caYoepHFaxw==')).toBe(true);
  });

  it('matches the documented APP signature over the bare prepay id', () => {
    expect(appPaySign(appId, merchantKey, prepayId, timeStamp, nonceStr).startsWith('gXx9KhTP6IooKV1SuG3OCGlB')).toBe(true);
  });

  it('signs requests over the five-line message and names the merchant in Authorization', () => {
    const body = '{"appid":"wxd678efh567hg6787","mchid":"1900007291"}';
    const header = authorizationHeader(
      { mchId: '1900007291', certSerial: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB', privateKey: merchantKey },
      { method: 'POST', url: '/v3/pay/transactions/jsapi', body, timestamp: timeStamp, nonce: nonceStr },
    );
    const signature = signMessage(merchantKey, `POST\n/v3/pay/transactions/jsapi\n${timeStamp}\n${nonceStr}\n${body}\n`);
    expect(requestMessage('get', '/v3/x?a=1', '1', 'n', '')).toBe('GET\n/v3/x?a=1\n1\nn\n\n');
    expect(header).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1900007291",nonce_str="${nonceStr}",signature="${signature}",` +
        `timestamp="${timeStamp}",serial_no="408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB"`,
    );
  });
});

describe('response verification with the documented WeChat Pay public key', () => {
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=JyC91EIz1"}';
  const headers = {
    timestamp: '1722850421',
    nonce: 'd824f2e086d3c1df967785d13fcd22ef',
    serial: PUB_KEY_ID,
    signature:
      'mfI1CPqvBrgcXfgXMFjdNIhBf27ACE2YyeWsWV9ZI7T7RU0vHvbQpu9Z32ogzc+k8ZC5n3kz7h70eWKjgqNdKQF0eRp8mVKlmfzMLBVHbssB9jEZ' +
      'EDXThOX1XFqX7s7ymia1hoHQxQagPGzkdWxtlZPZ4ZPvr1RiqkgAu6Is8MZgXXrRoBKqjmSdrP1N7uxzJ/cjfSiis9FiLjuADoqmQ1P7p2N876YP' +
      'Aol7Rn0+GswwAwxldbdLrmVSjfytfSBJFqTMHn4itojgxSWWN1byuckQt8hSTEv/Lg97QoeGniYP17T80pJeQyL3b+295FPHSO2AtvCgyIbKMZ0B' +
      'ALilAA==',
  };
  const at = 1722850421_000;
  const problem = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return (error as SignatureError).problem;
    }
    return 'accepted';
  };

  it('accepts the documented answer, byte for byte', () => {
    expect(problem(() => verifySignature(keys([[PUB_KEY_ID, wechatPublicKey]]), headers, Buffer.from(body), at))).toBe(
      'accepted',
    );
  });

  it('refuses a changed body, an unknown key id, a stale timestamp and a SIGNTEST probe', () => {
    const k = keys([[PUB_KEY_ID, wechatPublicKey]]);
    expect(problem(() => verifySignature(k, headers, `${body} `, at))).toBe('bad-signature');
    expect(
      problem(() => verifySignature(k, { ...headers, serial: 'PUB_KEY_ID_0000000000000024101100397200000007' }, body, at)),
    ).toBe('unknown-serial');
    expect(problem(() => verifySignature(k, headers, body, at + 301_000))).toBe('stale');
    expect(problem(() => verifySignature(k, headers, body, at - 301_000))).toBe('stale');
    expect(problem(() => verifySignature(k, headers, body, at + 299_000))).toBe('accepted');
    expect(
      problem(() => verifySignature(k, { ...headers, signature: `WECHATPAY/SIGNTEST/${headers.signature}` }, body, at)),
    ).toBe('probe');
  });

  it('reads the headers from a fetch answer and from Node request headers', () => {
    const fromFetch = new Headers({
      'Wechatpay-Timestamp': headers.timestamp,
      'Wechatpay-Nonce': headers.nonce,
      'Wechatpay-Signature': headers.signature,
      'Wechatpay-Serial': headers.serial,
    });
    expect(signatureHeaders(fromFetch)).toEqual(headers);
    expect(() => signatureHeaders({ 'wechatpay-timestamp': '1' })).toThrow(SignatureError);
  });
});

describe('AEAD_AES_256_GCM', () => {
  const key = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';

  it("decrypts wechatpay-java's vector and encrypts back to it", () => {
    expect(decryptAeadAes256Gcm(key, 'uluk4a9R25RW', 'associatedData', 'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI=')).toBe('message');
    expect(encryptAeadAes256Gcm(key, 'associatedData', 'message', 'uluk4a9R25RW').ciphertext).toBe(
      'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI=',
    );
  });

  it('refuses a key that is not 32 bytes, and a changed associated data', () => {
    expect(() =>
      decryptAeadAes256Gcm(key.slice(0, 16), 'uluk4a9R25RW', 'associatedData', 'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI='),
    ).toThrow(/must be 32 bytes/);
    expect(() => decryptAeadAes256Gcm(`${key}x`, 'uluk4a9R25RW', 'associatedData', 'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI=')).toThrow(
      AeadError,
    );
    expect(() => decryptAeadAes256Gcm(key, 'uluk4a9R25RW', 'associated', 'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI=')).toThrow(AeadError);
  });
});

describe("wechatpay-go's complete notification (core/notify/notify_test.go)", () => {
  const cert = platformCertificate(fixture('wechatpay-go-notify-cert.pem'));
  const headers = {
    'wechatpay-nonce': 'EcZ9Cmy4Xyx1i6RlJQzLcCyEqDa26NBz',
    'wechatpay-timestamp': '1624523846',
    'wechatpay-serial': 'D7CE59D1F522D701',
    'wechatpay-signature':
      'tJHIiIS9eB2hAYstmAmbbD3ZE5LiIm/Ug5tuL4fC0YOFRWIHV39UFIZXC0e9Wl6lBu6sKvkqDkzpqzBsVHyXF' +
      'lbYZTOQrVdG4b6LfTnK4mikv9++ixJMd3vTf2yCqvBkh98zs3Ds5zsYQakzbcwhmw4fMJs4nPLws28H0UW9FjDR//rxELLwXvV1VEA1I' +
      'BLX70xptjL8hrfUjEE8kkry6yNJTHZRU8CAc7qHli2Ng1V1qb9ARbK8A3ThmFmPQvRGrapI/jS2laKKgYUmfdEdkNO6B2Cke5e8VTxY4' +
      '06ArAmQ90GAihDwIcb16TQMnzCMBoutnwZKNiKRACrFmtxw2Q==',
  };
  const body =
    '{"id":"3119dfba-e649-5eec-ab1e-3412bc4d2e17","create_time":"2021-06-24T16:37:26+08:00",' +
    '"resource_type":"encrypt-resource","event_type":"PAYSCORE.USER_OPEN_SERVICE","summary":"签约成功",' +
    '"resource":{"original_type":"payscore","algorithm":"AEAD_AES_256_GCM","ciphertext":"YDS3lKPaC4Y52Gf3uhft5qUBlIa8b428AWTtTauHQfQrRw+X1WpiuHIDy0vo1Vd6VEq67aVyqPdDYMkRVSDaZL3iZt' +
    'tevRMOoPKMifozg6XPWjIZumks/GpT48lI4NizyeaqLBokNebthah3o1H76qSlO9NkDjp9bzmKLEYYH9TEklFUpsvPqOTOcgSLgh21YJXYR' +
    '7dEBXFgRLiNIKRgO5JdXh1hccRUAlyVWxE54PXpnQ==","associated_data":"payscore","nonce":"Kj7QIyUiYx1q"}}';
  const plaintext =
    '{"mchid":"1234567890","appid":"054aa7d7a2a54ab5898df65bd96f001c","create_time":"2020-06-30T12:12:00+08:00",' +
    '"out_contract_code":"21640bdbd08e473e828f3206a2741c6e"}';
  const at = 1624523846_000;

  it('verifies with the platform certificate picked by Wechatpay-Serial, then decrypts the resource', () => {
    expect(cert.serial).toBe('D7CE59D1F522D701');
    // A public key configured next to the certificate (a migration) does not get in the way.
    const k = keys([[PUB_KEY_ID, wechatPublicKey]], [{ ...cert, notAfter: new Date('2031-04-25T08:55:23Z') }]);
    expect(() => verifySignature(k, signatureHeaders(headers), Buffer.from(body), at)).not.toThrow();
    expect(() => verifySignature(k, signatureHeaders(headers), Buffer.from(body.replace('签约', '解约')), at)).toThrow(
      SignatureError,
    );

    const { resource } = JSON.parse(body) as { resource: { nonce: string; associated_data: string; ciphertext: string } };
    // The Go SDK's test uses the 16-byte key "testMchAPIv3Key0" (Go's AES picks AES-128 by key length). Our
    // decryptAeadAes256Gcm refuses any key that is not WeChat's 32 bytes; the GCM opening underneath it is the same.
    expect(() => decryptAeadAes256Gcm('testMchAPIv3Key0', resource.nonce, resource.associated_data, resource.ciphertext)).toThrow(
      /must be 32 bytes/,
    );
    const opened = openAesGcm(Buffer.from('testMchAPIv3Key0'), resource.nonce, resource.associated_data, resource.ciphertext);
    expect(opened.toString('utf8')).toBe(plaintext);
    expect(() =>
      openAesGcm(Buffer.from('testMchAPIv3Key1'), resource.nonce, resource.associated_data, resource.ciphertext),
    ).toThrow(AeadError);
  });

  it('refuses the same notification once its certificate is not configured, or has expired', () => {
    expect(() => verifySignature(keys([[PUB_KEY_ID, wechatPublicKey]]), signatureHeaders(headers), body, at)).toThrow(
      /no platform certificate/,
    );
    const expired = keys([], [{ ...cert, notAfter: new Date(at - 1000) }]);
    expect(() => verifySignature(expired, signatureHeaders(headers), body, at)).toThrow(/expired/);
  });
});
