CREATE TABLE "ncm_office_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"description_key" text NOT NULL,
	"ncm" text,
	"code" text,
	"check_id" text,
	"line" integer,
	"finding_code" text,
	"decided_by_user_id" text,
	"decided_by_name" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_leases" (
	"check_id" text PRIMARY KEY NOT NULL,
	"worker_id" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"engine_pid" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ncm_office_decisions" ADD CONSTRAINT "ncm_office_decisions_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_office_decisions" ADD CONSTRAINT "ncm_office_decisions_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_leases" ADD CONSTRAINT "check_leases_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ncm_office_decisions_office_idx" ON "ncm_office_decisions" USING btree ("office_id","description_key");--> statement-breakpoint
CREATE INDEX "ncm_office_decisions_check_idx" ON "ncm_office_decisions" USING btree ("check_id","line");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");