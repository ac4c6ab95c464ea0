import { describeFuzz } from './helper.js';
import { accountRoutes } from './accounts.routes.js';

await describeFuzz('account', accountRoutes);
