ALTER TABLE "checks" DROP CONSTRAINT "checks_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "checks" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;