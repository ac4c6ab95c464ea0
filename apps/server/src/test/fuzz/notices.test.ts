import { describeFuzz } from './helper.js';
import { noticeRoutes } from './notices.routes.js';

await describeFuzz('notices and rights requests', noticeRoutes);
