import { describeFuzz } from './helper.js';
import { paymentRoutes } from './payments.routes.js';

await describeFuzz('payments', paymentRoutes);
