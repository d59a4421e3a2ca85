ALTER TABLE "sessions" ADD COLUMN "device_label" text DEFAULT 'Unknown device' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;