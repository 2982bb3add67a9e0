CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'contador' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_org_user_uq" UNIQUE("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cnpj" text,
	"logo_key" text,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_user_cnpj_uq";--> statement-breakpoint
DROP INDEX "analista_runs_user_idx";--> statement-breakpoint
DROP INDEX "erp_credentials_user_idx";--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "credit_purchase_requests" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "checks" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "analista_runs" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "erp_credentials" ADD COLUMN "office_id" text;--> statement-breakpoint
ALTER TABLE "pending_xmls" ADD COLUMN "office_id" text;--> statement-breakpoint
-- Hand-written (ADR 015): every existing account becomes a one-person office whose id is the user's id,
-- with that user as titular; office_id columns are filled from user_id, then made NOT NULL.
INSERT INTO "organization" ("id", "name", "slug", "created_at")
  SELECT "id", COALESCE(NULLIF(TRIM("company"), ''), "name"), 'escritorio-' || "id", "created_at" FROM "user"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "member" ("id", "organization_id", "user_id", "role", "created_at")
  SELECT "id", "id", "id", 'titular', "created_at" FROM "user"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "credit_ledger" SET "office_id" = "user_id";--> statement-breakpoint
UPDATE "credit_purchase_requests" SET "office_id" = "user_id";--> statement-breakpoint
UPDATE "activities" SET "office_id" = "user_id" WHERE "type" <> 'login';--> statement-breakpoint
UPDATE "checks" SET "office_id" = "user_id";--> statement-breakpoint
UPDATE "analista_runs" SET "office_id" = "user_id";--> statement-breakpoint
UPDATE "companies" SET "office_id" = "user_id";--> statement-breakpoint
UPDATE "erp_credentials" SET "office_id" = "user_id";--> statement-breakpoint
UPDATE "pending_xmls" SET "office_id" = "user_id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_purchase_requests" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checks" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analista_runs" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_credentials" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_xmls" ALTER COLUMN "office_id" SET NOT NULL;--> statement-breakpoint
-- End of the hand-written part.
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_org_idx" ON "invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_office_idx" ON "credit_ledger" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_purchase_office_idx" ON "credit_purchase_requests" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "activities_office_idx" ON "activities" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "checks_office_idx" ON "checks" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "analista_runs_office_idx" ON "analista_runs" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "erp_credentials_office_idx" ON "erp_credentials" USING btree ("office_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_office_cnpj_uq" UNIQUE("office_id","cnpj");