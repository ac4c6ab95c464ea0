/**
 * The consent vocabulary as plain values, without zod: the web's consent gate loads on every page
 * after the first screen, and a zod module there trips the Content-Security-Policy with its eval
 * probe (the same reason as api/paths.ts). The schemas are in consent.ts.
 */
export const LEGAL_DOCUMENTS = ['userAgreement', 'privacyPolicy', 'childrenRules'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/**
 * What a person agrees to. `service` is the service itself (the user agreement and the privacy
 * policy, required: PIPL Art. 13(2)); `marketing` and `personalisation` are optional and can be
 * refused or withdrawn without losing the service (Art. 16, 24); `childInformation` is a
 * guardian's consent for a child under 14 (Art. 31), recorded by the guardian flow;
 * `nftIndexerAbroad` is the separate consent to send a wallet address to an NFT indexer outside
 * the mainland (Art. 39), asked where the collectibles are listed, withdrawn in settings.
 */
export const CONSENT_PURPOSES = ['service', 'marketing', 'personalisation', 'childInformation', 'nftIndexerAbroad'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a person may switch in settings. */
export const OPTIONAL_PURPOSES = [
  'marketing',
  'personalisation',
  'nftIndexerAbroad',
] as const satisfies readonly ConsentPurpose[];

/** The documents a decision on each purpose is made under (every one of them, at its version). */
export const PURPOSE_DOCUMENTS: Record<ConsentPurpose, readonly LegalDocumentId[]> = {
  service: ['userAgreement', 'privacyPolicy'],
  marketing: ['privacyPolicy'],
  personalisation: ['privacyPolicy'],
  childInformation: ['childrenRules'],
  nftIndexerAbroad: ['privacyPolicy'],
};

export const CONSENT_DECISIONS = ['agree', 'refuse', 'withdraw'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];
export const CONSENT_CHANNELS = ['web', 'wechat', 'app'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * What the web app must show: `none`; `first` (nothing agreed yet: the summary before anything
 * else); `material` (a document changed materially since the person agreed: blocked until they
 * agree again); `minor` (only minor changes since: a banner, shown once).
 */
export const CONSENT_GATES = ['none', 'first', 'material', 'minor'] as const;
export type ConsentGate = (typeof CONSENT_GATES)[number];
