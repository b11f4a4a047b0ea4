ALTER TABLE "withdrawal_proofs" DROP CONSTRAINT "withdrawal_proofs_order";--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_order" ON "withdrawal_proofs" USING btree ("order_id","id");