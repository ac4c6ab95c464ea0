import { describeFuzz } from './helper.js';
import { paymentsAdminRoutes } from './payments-admin.routes.js';

await describeFuzz('refunds, certificates and payments operator', paymentsAdminRoutes);
