import { describeFuzz } from './helper.js';
import { privacyRoutes } from './privacy.routes.js';

await describeFuzz('privacy', privacyRoutes);
