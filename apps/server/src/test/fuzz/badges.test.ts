import { describeFuzz } from './helper.js';
import { badgeRoutes } from './badges.routes.js';

await describeFuzz('badge', badgeRoutes);
