import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYLOAD_KEYS, EnvelopeError, describeKeyProblem, openParams, openPayload, sealPayload } from './aes-envelope.js';

// Vectors produced independently with OpenSSL (node:crypto aes-128-cbc, PKCS#7) and frozen here.
const VECTORS = [
  {
    json: '{"phone":{"number":"+8613800138000","country_prefix":"86","national_number":"13800138000"}}',
    params:
      'TNVtN9EiuXb4YPOcqf6XjHB3+qODYgwotT0V/mkM7031dBaT70gEhzH51k7z52TaD5oeaRj4bcVEWks+1OgXYoUMgB5uEG75MRAVxcRPy8KnHT8uF3M1zMvVnQ/fIujL',
  },
  { json: '{}', params: '+W7iIvGnsvG9LXMhngCXIQ==' },
  { json: '{"name":"绣荷包"}', params: 's4WVk/8he/Uy/FPdEyN/9hrMef8qn5r8FB9O8lPEdno=' },
];

function expectFailure(fn: () => unknown, reason: EnvelopeError['reason']) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as EnvelopeError).reason).toBe(reason);
    return;
  }
  throw new Error(`expected EnvelopeError ${reason}`);
}

describe('payload envelope', () => {
  it.each(VECTORS)('seals $json to the known vector', ({ json, params }) => {
    expect(sealPayload(JSON.parse(json)).params).toBe(params);
  });

  it.each(VECTORS)('opens the known vector of $json', ({ json, params }) => {
    expect(openParams(params)).toEqual(JSON.parse(json));
    expect(openPayload(JSON.stringify({ params }))).toEqual(JSON.parse(json));
  });

  it('agrees with OpenSSL for other keys and long bodies', () => {
    const keys = { key: '0123456789abcdef', iv: 'fedcba9876543210' };
    const body = { text: '荷包'.repeat(500), n: 12345678901234, list: [1, 2, 3] };
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
    const expected = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]).toString('base64');
    expect(sealPayload(body, keys).params).toBe(expected);
    expect(openParams(expected, keys)).toEqual(body);
  });

  it('pads a body of exactly one block with a full block', () => {
    const body = '0123456789abcd'; // JSON text with quotes is 16 bytes
    const sealed = sealPayload(body);
    expect(Buffer.from(sealed.params, 'base64')).toHaveLength(32);
    expect(openParams(sealed.params)).toBe(body);
  });

  it('refuses a body that is not JSON', () => expectFailure(() => openPayload('{params:'), 'not-json'));
  it('refuses a JSON body that is not an object', () => {
    expectFailure(() => openPayload('[1,2]'), 'not-object');
    expectFailure(() => openPayload('"x"'), 'not-object');
    expectFailure(() => openPayload('null'), 'not-object');
  });
  it('refuses a body without params', () => {
    expectFailure(() => openPayload('{}'), 'missing-params');
    expectFailure(() => openPayload('{"params":42}'), 'missing-params');
  });
  it('refuses params that are not base64', () => {
    expectFailure(() => openParams('not base64!'), 'bad-base64');
    expectFailure(() => openParams(''), 'bad-base64');
    expectFailure(() => openParams('abc'), 'bad-base64');
  });
  it('refuses ciphertext whose length is not a whole number of blocks', () => {
    expectFailure(() => openParams(Buffer.alloc(15).toString('base64')), 'bad-cipher');
  });
  it('refuses a payload sealed with another key (padding check fails)', () => {
    const sealed = sealPayload({ hello: 'world' }, { key: 'AAAAAAAAAAAAAAAA', iv: DEFAULT_PAYLOAD_KEYS.iv });
    expectFailure(() => openParams(sealed.params), 'bad-cipher');
  });
  it('refuses a tampered last block', () => {
    const bytes = Buffer.from(sealPayload({ hello: 'world' }).params, 'base64');
    bytes[bytes.length - 1] ^= 0xff;
    expectFailure(() => openParams(bytes.toString('base64')), 'bad-cipher');
  });
  it('refuses a plaintext that is not JSON', () => {
    expectFailure(() => openParams('3vSp7p+u9e7RzYakj7jtyg=='), 'plaintext-not-json');
  });
  it('validates keys: 16 printable ASCII characters', () => {
    expect(describeKeyProblem('short')).toMatch(/16 characters/);
    expect(describeKeyProblem('ééééééééééééééé1')).toMatch(/ASCII/);
    expect(describeKeyProblem('0123456789abcdef')).toBeNull();
    expect(() => sealPayload({}, { key: 'short', iv: DEFAULT_PAYLOAD_KEYS.iv })).toThrow(/key/);
  });
});
