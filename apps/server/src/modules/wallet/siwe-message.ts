/**
 * EIP-4361 messages: built by the server for its own origin, parsed strictly by the grammar
 * (@spruceid/siwe-parser passes spruceid's vectors; viem's parser accepts malformed messages).
 */
import { ParsedMessage } from '@spruceid/siwe-parser';

export interface SiweFields {
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  version: '1';
  chainId: number;
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

/** The exact text a wallet signs, in the field order the grammar fixes. */
export function buildSiweMessage(f: SiweFields): string {
  const lines = [`${f.domain} wants you to sign in with your Ethereum account:`, f.address, ''];
  if (f.statement !== undefined) lines.push(f.statement, '');
  lines.push(`URI: ${f.uri}`, `Version: ${f.version}`, `Chain ID: ${f.chainId}`, `Nonce: ${f.nonce}`, `Issued At: ${f.issuedAt}`);
  if (f.expirationTime) lines.push(`Expiration Time: ${f.expirationTime}`);
  if (f.notBefore) lines.push(`Not Before: ${f.notBefore}`);
  if (f.requestId !== undefined) lines.push(`Request ID: ${f.requestId}`);
  if (f.resources?.length) lines.push('Resources:', ...f.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

/** The parsed message, or null when the text is not a well-formed EIP-4361 message. */
export function parseSiweMessage(text: string): ParsedMessage | null {
  try {
    return new ParsedMessage(text);
  } catch {
    return null;
  }
}
