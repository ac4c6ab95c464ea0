/** spruceid's EIP-4361 parsing vectors, read in place from the shared fixtures. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/shared-fixtures.js';
import { buildSiweMessage, parseSiweMessage, type SiweFields } from './siwe-message.js';

const FIXTURES = sharedFixture('siwe/');
function fixture<T>(name: string): Record<string, T> {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Record<string, T>;
}

const positive = fixture<{ message: string; fields: Record<string, unknown> }>('parsing_positive.json');
const negative = fixture<string>('parsing_negative.json');

describe('EIP-4361 parsing vectors', () => {
  it('has the vectors', () => {
    expect(Object.keys(positive).length).toBeGreaterThan(5);
    expect(Object.keys(negative).length).toBeGreaterThan(5);
  });

  it.each(Object.entries(positive))('parses %s', (_name, { message, fields }) => {
    const parsed = parseSiweMessage(message);
    expect(parsed).not.toBeNull();
    for (const [key, value] of Object.entries(fields)) {
      // The vectors spell an absent field as null, the parser as undefined.
      expect((parsed as unknown as Record<string, unknown>)[key] ?? null).toEqual(value ?? null);
    }
  });

  it.each(Object.entries(negative))('refuses %s', (_name, message) => {
    expect(parseSiweMessage(message)).toBeNull();
  });
});

describe('buildSiweMessage', () => {
  it('builds what the strict parser reads back field for field', () => {
    const fields: SiweFields = {
      domain: 'culture.example',
      address: '0x9D85ca56217D2bb651b00f15e694EB7E713637D4',
      statement: 'Sign in to Culture.',
      uri: 'https://culture.example',
      version: '1',
      chainId: 137,
      nonce: 'a1B2c3D4e5F6g7H8',
      issuedAt: '2026-11-22T13:00:00.000Z',
      expirationTime: '2026-11-22T13:05:00.000Z',
    };
    const parsed = parseSiweMessage(buildSiweMessage(fields));
    expect(parsed).toMatchObject(fields);
  });
});
