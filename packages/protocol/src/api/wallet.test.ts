import { describe, expect, it } from 'vitest';
import { alchemyNftsQuerySchema, nftscanQuerySchema, walletNonceQuerySchema, walletSignedMessageSchema } from './wallet.js';

const ADDRESS = '0x' + 'aB'.repeat(20);

describe('NFTScan query shapes (no open proxy)', () => {
  it.each([
    `/v2/account/own/${ADDRESS}?erc_type=erc721&limit=50`,
    `/v2/account/own/${ADDRESS}?erc_type=erc1155&cursor=abc123==&limit=50`,
    `/v2/assets/${ADDRESS}/1234567890`,
  ])('accepts %s', (query) => {
    expect(nftscanQuerySchema.safeParse({ query }).success).toBe(true);
  });

  it.each([
    `/v2/account/own/${ADDRESS}?erc_type=erc20&limit=50`,
    `/v2/account/own/${ADDRESS}?erc_type=erc721&limit=1000`,
    `/v2/account/own/${ADDRESS}?erc_type=erc721&limit=50&chain=x`,
    `/v2/assets/${ADDRESS}/12/../../admin`,
    `https://evil.example/v2/assets/${ADDRESS}/1`,
    `/v2/transactions/${ADDRESS}`,
    `/v2/assets/${ADDRESS}/1%00`,
    '',
  ])('refuses %s', (query) => {
    expect(nftscanQuerySchema.safeParse({ query }).success).toBe(false);
  });
});

describe('wallet inputs', () => {
  it('coerces the nonce chain id and refuses a bad address', () => {
    expect(walletNonceQuerySchema.parse({ address: ADDRESS, chainId: '1' })).toEqual({ address: ADDRESS, chainId: 1 });
    expect(walletNonceQuerySchema.safeParse({ address: '0x12', chainId: '1' }).success).toBe(false);
    expect(walletNonceQuerySchema.safeParse({ address: ADDRESS, chainId: '99999999999' }).success).toBe(false);
  });

  it('keeps the line breaks of a signed message but refuses NUL', () => {
    expect(walletSignedMessageSchema.safeParse({ message: 'a\nb', signature: '0xab' }).success).toBe(true);
    expect(walletSignedMessageSchema.safeParse({ message: 'a\u0000b', signature: '0xab' }).success).toBe(false);
    expect(walletSignedMessageSchema.safeParse({ message: 'a', signature: 'nothex' }).success).toBe(false);
  });

  it('accepts an Alchemy owner with an optional page key', () => {
    expect(alchemyNftsQuerySchema.safeParse({ owner: ADDRESS, pageKey: 'abc:1' }).success).toBe(true);
    expect(alchemyNftsQuerySchema.safeParse({ owner: 'vitalik.eth' }).success).toBe(false);
  });
});
