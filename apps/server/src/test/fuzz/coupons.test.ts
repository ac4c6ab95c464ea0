import { describeFuzz } from './helper.js';
import { couponRoutes } from './coupons.routes.js';

await describeFuzz('coupon, content and equity', couponRoutes);
