ALTER TABLE "users" ADD COLUMN "units" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_units_known" CHECK ("users"."units" is null or "users"."units" in ('US', 'metric'));