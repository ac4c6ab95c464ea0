CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "badge_claims_claimed_idx" ON "badge_claims" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "event_tickets_reserved_idx" ON "event_tickets" USING btree ("reserved_at");--> statement-breakpoint
CREATE INDEX "event_tickets_checked_in_idx" ON "event_tickets" USING btree ("checked_in_at");--> statement-breakpoint
CREATE INDEX "coupon_events_at_idx" ON "coupon_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "customer_coupons_issued_idx" ON "customer_coupons" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");