import { describeFuzz } from './helper.js';
import { guardianRoutes } from './guardian.routes.js';

await describeFuzz('guardian', guardianRoutes);
