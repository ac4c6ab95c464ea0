/**
 * The messaging token names its login session: the upgrade checks that session as the HTTP
 * `requireUser` does, and whatever ends it (logout, a login elsewhere, deletion) closes the
 * sockets opened with it. Across two nodes: two-nodes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, messagingCloseCodes, messagingPaths } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { ChatTestClient } from '../../test/chat-test-client.js';

describe('the messaging token ends with its login session', async () => {
  const t = await createTestApp();
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const imToken = async (token: string) =>
    ((await t.get(API_PATHS.me, { token })).json() as { data: { im_user_token: string } }).data.im_user_token;
  const open = (im: string) => ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(im)}`);

  it('logout closes the open socket and the token opens no other', async () => {
    const login = await t.loginWithPhone('13700137001');
    const im = await imToken(login.token);
    const socket = await open(im);
    await socket.sync();
    expect((await t.post(API_PATHS.logout, {}, { token: login.token })).statusCode).toBe(200);
    await socket.closed;
    expect(socket.closeCode).toBe(messagingCloseCodes.sessionEnded);
    await expect(open(im)).rejects.toThrow('HTTP 401');
  });

  it('a login elsewhere closes the superseded session’s sockets, not the new one’s', async () => {
    const first = await t.loginWithPhone('13700137002');
    const oldIm = await imToken(first.token);
    const old = await open(oldIm);
    await old.sync();
    const second = await t.loginWithPhone('13700137002');
    await old.closed;
    expect(old.closeCode).toBe(messagingCloseCodes.sessionEnded);
    await expect(open(oldIm)).rejects.toThrow('HTTP 401');
    const current = await open(await imToken(second.token));
    expect((await current.request('GET', messagingPaths.keepalive)).status).toBe(200);
    await current.close();
  });

  it('account deletion closes the socket and the token opens no other', async () => {
    const login = await t.loginWithPhone('13700137003');
    const im = await imToken(login.token);
    const socket = await open(im);
    await socket.sync();
    expect((await t.post(API_PATHS.meDelete, {}, { token: login.token })).statusCode).toBe(200);
    await socket.closed;
    expect(socket.closeCode).toBe(messagingCloseCodes.sessionEnded);
    await expect(open(im)).rejects.toThrow('HTTP 401');
  });
});
