import { APP_ROUTES } from '@culture/protocol';

/** Routes of the pass page and My NFTs, as the app's route table names them. */
export const WALLET_ROUTES = {
  pass: APP_ROUTES.pass,
  myNfts: APP_ROUTES.myNfts,
} as const;
