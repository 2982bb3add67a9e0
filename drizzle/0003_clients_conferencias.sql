CREATE TABLE "check_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" text NOT NULL,
	"cnpj" text NOT NULL,
	"razao_social" text NOT NULL,
	"regime" text,
	"uf" text,
	"responsible_user_id" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_office_cnpj_uq" UNIQUE("office_id","cnpj")
);
--> statement-breakpoint
CREATE TABLE "finding_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" text NOT NULL,
	"check_id" text NOT NULL,
	"finding_key" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"user_id" text,
	"user_name" text NOT NULL,
	"ncm_decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finding_resolutions_check_key_uq" UNIQUE("check_id","finding_key")
);
--> statement-breakpoint
ALTER TABLE "checks" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "checks" ADD COLUMN "competencia" text;--> statement-breakpoint
ALTER TABLE "checks" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "check_batches" ADD CONSTRAINT "check_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_responsible_user_id_user_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_resolutions" ADD CONSTRAINT "finding_resolutions_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_resolutions" ADD CONSTRAINT "finding_resolutions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_resolutions" ADD CONSTRAINT "finding_resolutions_ncm_decision_id_ncm_office_decisions_id_fk" FOREIGN KEY ("ncm_decision_id") REFERENCES "public"."ncm_office_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_batches_office_idx" ON "check_batches" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_office_name_idx" ON "clients" USING btree ("office_id","razao_social");--> statement-breakpoint
CREATE INDEX "finding_resolutions_office_idx" ON "finding_resolutions" USING btree ("office_id","created_at");--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_batch_id_check_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."check_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checks_client_kind_idx" ON "checks" USING btree ("client_id","kind","competencia");--> statement-breakpoint
CREATE INDEX "checks_batch_idx" ON "checks" USING btree ("batch_id");