/** Badge events, claims and their operator calls: the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, consoleSearchRoute, cursors, type FuzzWorld, rawText } from './helper.js';

export function badgeRoutes({ user, operator, badgeEvent, claimCode, venueToken, sealed, plain }: FuzzWorld): AreaRoutes {
  return {
    body: [
      {
        path: API_PATHS.badgeClaim,
        send: sealed(API_PATHS.badgeClaim, user.token),
        base: { event: 'fuzz-badge' },
        fields: { event: 'slug' },
      },
      {
        path: API_PATHS.badgeClaimVenue,
        send: sealed(API_PATHS.badgeClaimVenue, user.token),
        base: { token: venueToken },
        fields: { token: 'text' },
      },
      {
        path: API_PATHS.badgeClaimNfc,
        send: sealed(API_PATHS.badgeClaimNfc, user.token),
        base: { uid: '04000000000001', ctr: '000001', cmac: '0000000000000000' },
        fields: { uid: 'text', ctr: 'text', cmac: 'text' },
      },
      {
        path: API_PATHS.badgeClaimCode,
        send: sealed(API_PATHS.badgeClaimCode, user.token),
        base: { code: claimCode },
        fields: { code: 'text' },
      },
      {
        path: API_PATHS.adminBadgeEvents,
        send: plain(API_PATHS.adminBadgeEvents),
        base: { ...badgeEvent, slug: 'fuzz-badge-2' },
        fields: {
          slug: 'slug',
          name: 'object',
          'name.en-US': 'text',
          'story.zh-CN': 'text',
          artwork: 'image',
          // supply, closesAt, page and rewardTemplateId are nullable: null is legitimate there.
          opensAt: 'date',
          methods: 'array',
          'methods.0': 'enum',
          sortOrder: 'int',
        },
      },
      {
        path: API_PATHS.adminBadgeEventsEdit,
        send: plain(API_PATHS.adminBadgeEventsEdit),
        base: { slug: 'fuzz-badge', supply: 100 },
        // supply is left out: null is a legitimate value (unlimited).
        fields: { slug: 'slug', sortOrder: 'int', name: 'object', opensAt: 'date' },
      },
      {
        path: API_PATHS.adminBadgeEventsOpen,
        send: plain(API_PATHS.adminBadgeEventsOpen),
        base: { event: 'fuzz-badge' },
        fields: { event: 'slug' },
      },
      {
        path: API_PATHS.adminBadgeEventsClose,
        send: plain(API_PATHS.adminBadgeEventsClose),
        base: { event: 'fuzz-badge-none' },
        fields: { event: 'slug' },
      },
      {
        path: API_PATHS.adminBadgeClaimCodes,
        send: plain(API_PATHS.adminBadgeClaimCodes),
        base: { event: 'fuzz-badge', count: 1 },
        fields: { event: 'slug', count: 'int4' },
      },
      {
        path: API_PATHS.adminBadgeNfcTags,
        send: plain(API_PATHS.adminBadgeNfcTags),
        base: { event: 'fuzz-badge', uid: '04000000000002' },
        fields: { event: 'slug', uid: 'text', key: 'text' },
      },
      {
        path: API_PATHS.adminBadgeKioskTokens,
        send: plain(API_PATHS.adminBadgeKioskTokens),
        base: { event: 'fuzz-badge', label: 'gate' },
        fields: { event: 'slug', label: 'text' },
      },
    ],
    url: [
      {
        path: API_PATHS.badgeEvents,
        url: (v) => `${API_PATHS.badgeEvents}?page=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      { path: API_PATHS.badgeEvent, url: (v) => API_PATHS.badgeEvent.replace(':slug', v), values: rawText, strict: false },
      {
        path: API_PATHS.myBadges,
        url: (v) => `${API_PATHS.myBadges}?cursor=${v}`,
        token: user.token,
        values: { ...rawText, ...cursors },
        strict: true,
      },
      {
        path: API_PATHS.myBadge,
        url: (v) => API_PATHS.myBadge.replace(':badgeId', v),
        token: user.token,
        values: rawText,
        strict: true,
      },
      consoleSearchRoute(API_PATHS.adminBadgeEvents, operator.authorization.slice('Bearer '.length)),
      {
        path: `${API_PATHS.adminBadgeEvents} cursor`,
        url: (v) => `${API_PATHS.adminBadgeEvents}?cursor=${v}`,
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.adminBadgeEvent,
        url: (v) => API_PATHS.adminBadgeEvent.replace(':slug', v),
        token: operator.authorization.slice('Bearer '.length),
        values: rawText,
        // A hostile value can be a well-formed slug the create route's own fuzzing made: 200 is fair.
        strict: false,
      },
      { path: API_PATHS.badgeVerify, url: (v) => API_PATHS.badgeVerify.replace(':token', v), values: rawText, strict: true },
    ],
  };
}
