import { describeFuzz } from './helper.js';
import { eventRoutes } from './events.routes.js';

await describeFuzz('event sign-up', eventRoutes);
