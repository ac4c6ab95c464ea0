import { consentRoutes } from './consent.routes.js';
import { describeFuzz } from './helper.js';

await describeFuzz('consent', consentRoutes);
