CREATE TABLE "pending_backfills" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Checks completed before follow-ups existed (0010) get theirs at the next start (server/db/backfills.ts).
INSERT INTO "pending_backfills" ("name") VALUES ('follow-ups');
