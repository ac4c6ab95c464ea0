import { describeFuzz } from './helper.js';
import { supportRoutes } from './support.routes.js';

await describeFuzz('support', supportRoutes);
