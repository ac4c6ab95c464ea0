import { describeFuzz } from './helper.js';
import { opsRoutes } from './ops.routes.js';

await describeFuzz('operator console', opsRoutes);
