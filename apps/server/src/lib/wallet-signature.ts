/**
 * What the sign-in message check (modules/wallet/siwe-verify.ts) asks of a signature checker
 * (modules/wallet/signature-check.ts), named below both so neither imports the other.
 */

/** True when `signature` is `address`'s over `message` on chain `chainId`; throws SignatureCheckUnavailable when it cannot tell. */
export type SignatureCheck = (args: {
  address: `0x${string}`;
  message: string;
  signature: `0x${string}`;
  chainId: number;
}) => Promise<boolean>;

/** The chain could not be asked: not a wrong signature, and answered with "try again". */
export class SignatureCheckUnavailable extends Error {
  constructor(cause: unknown) {
    super('the chain could not be asked about a contract wallet signature', { cause });
    this.name = 'SignatureCheckUnavailable';
  }
}
