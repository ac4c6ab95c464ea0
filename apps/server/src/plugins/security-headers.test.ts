import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.js';

describe('helmetHeaders', () => {
  it('records exactly the headers helmet sets on a real response', () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"], 'frame-ancestors': ["'none'"] } },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    };
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    helmet(options)(request, response, () => undefined);
    const set = Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));

    const recorded = helmetHeaders(options);
    expect(recorded).toEqual(set);
    expect(recorded['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(recorded['x-frame-options']).toBe('DENY');
    expect(recorded['strict-transport-security']).toBeUndefined();
  });
});
