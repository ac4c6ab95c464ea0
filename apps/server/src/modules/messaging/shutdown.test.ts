/**
 * A node shutting down (a deploy's SIGTERM closes the app) tells its sockets "service restart", so
 * clients reconnect through the proxy to a node that is up (docs/operations.md "When a part fails").
 */
import { describe, expect, it } from 'vitest';
import { messagingCloseCodes, messagingPaths } from '@culture/protocol';
import { users } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { createImTokens } from './im-token.js';
import { ChatTestClient, seededImToken } from '../../test/chat-test-client.js';

describe('messaging at shutdown', () => {
  it('closes every open socket with "service restart" when the app closes', { timeout: 180_000 }, async () => {
    const t = await createTestApp();
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
    const clients: ChatTestClient[] = [];
    for (const id of [7_900_000_000_001n, 7_900_000_000_002n]) {
      await t.database.db.insert(users).values({ id, isGuest: false });
      const { token } = await seededImToken(t.database.db, tokens, id, t.clock.now());
      const client = await ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(token)}`);
      await client.sync();
      clients.push(client);
    }
    await t.app.close();
    await Promise.all(clients.map((client) => client.closed));
    expect(clients.map((client) => client.closeCode)).toEqual([
      messagingCloseCodes.serviceRestart,
      messagingCloseCodes.serviceRestart,
    ]);
  });
});
