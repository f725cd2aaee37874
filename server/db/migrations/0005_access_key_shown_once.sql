-- ADR 0016: an access key is shown once, when generated; afterwards only its last 4 characters.
-- The ciphertext that let the list show every unused key in full (ADR 0004) is dropped. Keys made
-- before this migration keep key_last_four NULL (their last 4 are not recoverable without the
-- server secret): they still register by hash, and the list shows them fully masked.
ALTER TABLE "employee_access_keys" ADD COLUMN "key_last_four" text;--> statement-breakpoint
ALTER TABLE "employee_access_keys" DROP COLUMN "key_ciphertext";
