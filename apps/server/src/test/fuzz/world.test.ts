import { describeFuzz } from './helper.js';
import { worldRoutes } from './world.routes.js';

await describeFuzz('world', worldRoutes);
