/**
 * Wire schemas of the NFT pass as the server sees it: whitelist proofs from the
 * operator's lists (spec §3, §5) and the passes an address holds, answered from the server's own
 * index of the chain (Transfer, Staked, UnStaked), never from a third-party indexer.
 */
import { z } from 'zod';
import { evmAddressSchema } from './wallet.js';

/** A 32-byte value, 0x-prefixed lower-case hex (a Merkle proof node). */
export const bytes32Schema = z.string().regex(/^0x[0-9a-f]{64}$/);

/** GET /api/v2/blockchain/pass/proofs?address=0x… and /pass/tokens?address=0x… */
export const passAddressQuerySchema = z.object({ address: evmAddressSchema });
export type PassAddressQuery = z.infer<typeof passAddressQuerySchema>;

/**
 * The address's proofs for `kycMint(kycProof)`, `preMint(preProof)` and `isWhitelist(kycProof, preProof)`.
 * An empty list means the address is not on that list (the contract then answers false / InvalidProof).
 */
export const passProofsResultSchema = z.object({
  kycProof: z.array(bytes32Schema),
  preProof: z.array(bytes32Schema),
});
export type PassProofsResult = z.infer<typeof passProofsResultSchema>;

export const passTokenSchema = z.object({
  /** Decimal string (uint256). */
  tokenId: z.string().regex(/^\d{1,78}$/),
  /** Current owner (EIP-55). */
  owner: evmAddressSchema,
  staked: z.boolean(),
  /** Unix seconds of the current stake's `Staked` event (the block time); null when not staked. */
  stakedAt: z.number().int().nonnegative().nullable(),
  /**
   * True when the token's latest change is at least PASS_CONFIRMATIONS blocks deep; false while it
   * could still be undone by a reorganisation (show it, marked as pending).
   */
  confirmed: z.boolean(),
});
export type PassToken = z.infer<typeof passTokenSchema>;

/** The address's passes from the index, ordered by token id. */
export const passTokensResultSchema = z.object({
  chainId: z.number().int().positive(),
  /** Last block the index has read (its hash checked); tokens reflect the chain up to here. */
  indexedBlock: z.number().int().nonnegative(),
  tokens: z.array(passTokenSchema),
});
export type PassTokensResult = z.infer<typeof passTokensResultSchema>;
