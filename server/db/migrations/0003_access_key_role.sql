-- ADR 0013 (security finding 12): a key registers the role it was generated for. Keys made
-- before this migration keep employee_role NULL, which registers what the shared employee
-- code does (Apprentice, Plumber, Office Staff) and never Management (accessKeyAllowsRole).
ALTER TABLE "employee_access_keys" ADD COLUMN "employee_role" text;--> statement-breakpoint
ALTER TABLE "employee_access_keys" ADD CONSTRAINT "employee_access_keys_role_check" CHECK ("employee_access_keys"."employee_role" IN ('Apprentice', 'Plumber', 'Office Staff', 'Management'));
