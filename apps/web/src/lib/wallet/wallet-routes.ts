/**
 * Routes of the pass page and My NFTs (issue 13). TODO(protocol): move into APP_ROUTES (and
 * LOGIN_REQUIRED_ROUTES for myNfts) so the server's SPA fallback answers them with 200; until then
 * a direct load gets index.html with status 404 and the app still shows the page.
 */
export const WALLET_ROUTES = {
  pass: '/pass',
  myNfts: '/my-nfts',
} as const;
