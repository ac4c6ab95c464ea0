import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

const t = await createTestApp();

async function nonceFor(address: string, chainId = 1) {
  const res = await t.get(`/api/v5/auth/blockchain/nonce?address=${address}&chainId=${chainId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { nonce: string; message: string; expires_at: string };
}

async function signedLogin(account = privateKeyToAccount(generatePrivateKey())) {
  const { message } = await nonceFor(account.address);
  return { account, message, signature: await account.signMessage({ message }) };
}

describe('sign in with Ethereum', () => {
  it('issues the message for our own origin, logs in, creates the account once, and shows the wallet on /me', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const { nonce, message } = await nonceFor(account.address.toLowerCase());
    const origin = new URL(t.config.publicOrigin);
    expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(message.split('\n').slice(0, 2)).toEqual([
      `${origin.host} wants you to sign in with your Ethereum account:`,
      account.address,
    ]);
    expect(message).toContain(`\nURI: ${origin.origin}\nVersion: 1\nChain ID: 1\nNonce: ${nonce}\n`);
    const login = await t.post('/api/v5/auth/metamask/login', { message, signature: await account.signMessage({ message }) });
    expect(login.statusCode).toBe(200);
    const { token, user_id } = login.json().data as { token: string; user_id: string };
    const me = (await t.get('/api/v2/me', { token })).json().data;
    expect(me.wallet_address.toLowerCase()).toBe(account.address.toLowerCase());
    expect(me.user_wallets).toEqual([{ wallet_type: 1, wallet_address: expect.stringMatching(/^0x/) }]);
    // A wallet account is a member, named after its address until it picks a nickname.
    expect(me.isguest).toBe(false);
    expect(me.first_name).toBe(`Member ${account.address.slice(-4).toUpperCase()}`);
    expect((await t.get('/api/v2/me', { token, locale: 'zh-CN' })).json().data.first_name).toBe(
      `会员${account.address.slice(-4).toUpperCase()}`,
    );

    const again = await signedLogin(account);
    const second = await t.post('/api/v5/auth/metamask/login', { message: again.message, signature: again.signature });
    expect(second.json().data.user_id).toBe(user_id);
  });

  it('lets exactly one of 50 parallel replays through', async () => {
    const { message, signature } = await signedLogin();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post('/api/v5/auth/metamask/login', { message, signature })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set([40017]));
  });

  it('refuses another signer, another site, an expired nonce and an unknown chain, in the reader’s language', async () => {
    const mallory = privateKeyToAccount(generatePrivateKey());
    const { message } = await signedLogin();
    const forged = await t.post(
      '/api/v5/auth/metamask/login',
      { message, signature: await mallory.signMessage({ message }) },
      {
        locale: 'zh-CN',
      },
    );
    expect([forged.statusCode, forged.json().code, forged.json().errmsg]).toEqual([400, 40018, '签名与钱包地址不符。']);

    const other = privateKeyToAccount(generatePrivateKey());
    const { message: honest } = await nonceFor(other.address);
    const phishing = honest.replace(new URL(t.config.publicOrigin).host, 'evil.example.com');
    const wrongSite = await t.post('/api/v5/auth/metamask/login', {
      message: phishing,
      signature: await other.signMessage({ message: phishing }),
    });
    expect(wrongSite.json().code).toBe(40016);

    const late = await signedLogin();
    t.clock.advance(6 * 60_000);
    const expired = await t.post('/api/v5/auth/metamask/login', { message: late.message, signature: late.signature });
    expect(expired.json().code).toBe(40017);
    const goerli = await t.get(`/api/v5/auth/blockchain/nonce?address=${other.address}&chainId=5`, { locale: 'zh-TW' });
    expect([goerli.statusCode, goerli.json().code, goerli.json().errmsg]).toEqual([
      400,
      40020,
      '僅支援以太坊、BNB Chain 和 Polygon 登入，請將錢包切換到其中之一。',
    ]);
    expect((await t.get('/api/v5/auth/blockchain/nonce?address=0x123&chainId=1')).statusCode).toBe(400);
    expect((await t.post('/api/v5/auth/metamask/login', { message: 'hello', signature: '0x00' })).json().code).toBe(40016);
  });
});

describe('linking a wallet to a phone account', () => {
  it('links, refuses a wallet linked elsewhere, unlinks; a wallet-only account keeps its wallet', async () => {
    const phone = await t.loginWithPhone('13500135001');
    const other = await t.loginWithPhone('13500135002');
    const wallet = privateKeyToAccount(generatePrivateKey());
    const link = await signedLogin(wallet);
    const linked = await t.post(
      '/api/v2/blockchain/wallet/metamask/connect',
      { message: link.message, signature: link.signature },
      { token: phone.token },
    );
    expect(linked.json().data).toEqual({ wallet_type: 1, wallet_address: wallet.address });
    expect((await t.get('/api/v2/me', { token: phone.token })).json().data.wallet_address.toLowerCase()).toBe(
      wallet.address.toLowerCase(),
    );

    const steal = await signedLogin(wallet);
    const stolen = await t.post(
      '/api/v2/blockchain/wallet/metamask/connect',
      { message: steal.message, signature: steal.signature },
      { token: other.token },
    );
    expect([stolen.statusCode, stolen.json().code]).toEqual([409, 40921]);

    // The wallet now logs into the phone account, under the same single-session rule as phone login.
    const viaWallet = await signedLogin(wallet);
    const walletSession = (
      await t.post('/api/v5/auth/metamask/login', { message: viaWallet.message, signature: viaWallet.signature })
    ).json().data as { token: string; user_id: string };
    expect(walletSession.user_id).toBe(phone.userId);
    expect((await t.get('/api/v2/me', { token: phone.token })).json().code).toBe(101105);
    phone.token = walletSession.token;

    const notMine = await t.post(
      '/api/v2/blockchain/wallet/metamask/disconnect',
      { wallet_address: wallet.address },
      { token: other.token },
    );
    expect(notMine.json().code).toBe(40406);
    const unlinked = await t.post(
      '/api/v2/blockchain/wallet/metamask/disconnect',
      { wallet_address: wallet.address },
      { token: phone.token },
    );
    expect(unlinked.json().data).toEqual({ unlinked: true });
    expect((await t.get('/api/v2/me', { token: phone.token })).json().data.user_wallets).toEqual([]);

    const only = await signedLogin();
    const onlyLogin = (await t.post('/api/v5/auth/metamask/login', { message: only.message, signature: only.signature })).json()
      .data;
    const refuse = await t.post(
      '/api/v2/blockchain/wallet/metamask/disconnect',
      { wallet_address: only.account.address },
      { token: onlyLogin.token },
    );
    expect(refuse.json().code).toBe(40922);
    expect((await t.post('/api/v2/blockchain/wallet/metamask/connect', { message: 'x', signature: '0x' })).statusCode).toBe(401);
  });
});

describe('sign-in messages per client address', () => {
  it('are limited (each is a stored row), with Retry-After, and open again after the window', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    let limited: Awaited<ReturnType<typeof t.get>> | undefined;
    for (let i = 0; i <= t.config.walletNoncesPerAddress && !limited; i++) {
      const res = await t.get(`/api/v5/auth/blockchain/nonce?address=${address}&chainId=1`, { locale: 'zh-CN' });
      if (res.statusCode !== 200) limited = res;
    }
    expect([limited?.statusCode, limited?.json().code, Number(limited?.headers['retry-after']) > 0]).toEqual([429, 42901, true]);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.get(`/api/v5/auth/blockchain/nonce?address=${address}&chainId=1`)).statusCode).toBe(200);
  });
});

describe('a wallet-only account linking a second wallet', () => {
  it('is refused, and its first wallet still signs in to the same account', async () => {
    const first = await signedLogin();
    const account = (await t.post('/api/v5/auth/metamask/login', { message: first.message, signature: first.signature })).json()
      .data as { token: string; user_id: string };
    const second = await signedLogin();
    const link = await t.post(
      '/api/v2/blockchain/wallet/metamask/connect',
      { message: second.message, signature: second.signature },
      { token: account.token, locale: 'zh-CN' },
    );
    expect([link.statusCode, link.json().code, link.json().errmsg]).toEqual([
      409,
      40923,
      '你正使用当前钱包登录，不能用其他钱包替换它。',
    ]);
    const again = await signedLogin(first.account);
    const relogin = await t.post('/api/v5/auth/metamask/login', { message: again.message, signature: again.signature });
    expect(relogin.json().data.user_id).toBe(account.user_id);
    const me = (await t.get('/api/v2/me', { token: relogin.json().data.token })).json().data;
    expect(me.wallet_address.toLowerCase()).toBe(first.account.address.toLowerCase());
  });
});
