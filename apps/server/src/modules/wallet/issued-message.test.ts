/**
 * A wallet login counts only for the exact text the server issued for its nonce (EIP-4361 lets a
 * wallet sign any well-formed message; the server asked for one): every field the checks of domain,
 * URI origin, chain, nonce and address let through is refused when it differs, and so is the
 * malleable high-s twin of a valid signature.
 */
import { hexToBigInt, numberToHex, parseSignature, serializeSignature } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

const t = await createTestApp();
const origin = new URL(t.config.publicOrigin);

async function issued(account: ReturnType<typeof privateKeyToAccount>) {
  const res = await t.get(`/api/v5/auth/blockchain/nonce?address=${account.address}&chainId=1`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { message: string }).message;
}

const variants: Record<string, (message: string) => string> = {
  'a changed statement': (m) => m.replace(/\n\n[^\n]+\n\nURI:/, '\n\nTransfer all your NFTs to 0xdead.\n\nURI:'),
  'Issued At in 2099': (m) => m.replace(/Issued At: \d{4}/, 'Issued At: 2099'),
  'an Expiration Time a year out': (m) =>
    m.replace(/Expiration Time: (\d{4})/, (_all, year: string) => `Expiration Time: ${Number(year) + 1}`),
  'an added Request ID': (m) => `${m}\nRequest ID: 42`,
  'added Resources': (m) => `${m}\nResources:\n- https://evil.example.com/grant`,
  'userinfo in the URI': (m) => m.replace(`URI: ${origin.origin}`, `URI: ${origin.protocol}//attacker@${origin.host}`),
};

describe('wallet login compares the whole signed text with the issued message', () => {
  it.each(Object.entries(variants))('refuses %s, and the honest message still logs in', async (_name, change) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = await issued(account);
    const altered = change(message);
    expect(altered).not.toBe(message);
    const refused = await t.post(
      '/api/v5/auth/metamask/login',
      { message: altered, signature: await account.signMessage({ message: altered }) },
      { locale: 'zh-TW' },
    );
    expect([refused.statusCode, refused.json().code, refused.json().errmsg]).toEqual([
      400,
      40016,
      '簽名訊息對本站無效，請重新登入。',
    ]);
    // The refusal took nothing: the nonce still serves the message it was issued for.
    const honest = await t.post('/api/v5/auth/metamask/login', { message, signature: await account.signMessage({ message }) });
    expect(honest.statusCode).toBe(200);
  });

  it('refuses the high-s twin of a valid signature and accepts the low-s one', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = await issued(account);
    const signature = await account.signMessage({ message });
    const { r, s, yParity } = parseSignature(signature);
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const twin = serializeSignature({ r, s: numberToHex(n - hexToBigInt(s), { size: 32 }), yParity: 1 - yParity });
    const refused = await t.post('/api/v5/auth/metamask/login', { message, signature: twin });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 40018]);
    expect((await t.post('/api/v5/auth/metamask/login', { message, signature })).statusCode).toBe(200);
  });
});
