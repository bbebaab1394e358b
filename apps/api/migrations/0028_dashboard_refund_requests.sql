-- The dashboard counts the refunds the store asked for in a period (issue 15): a few percent of
-- the orders ever wait for a refund, so the index holds only theirs.
CREATE INDEX IF NOT EXISTS "orders_refund_requested_idx" ON "orders" USING btree ("refund_requested_at") WHERE "orders"."refund_requested_at" IS NOT NULL;
