CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_calories" integer NOT NULL,
	"daily_protein" integer NOT NULL,
	"weight" double precision,
	"target_weight" double precision,
	"height" double precision,
	"age" integer,
	"activity_level" text,
	"gender" text,
	"bio" text,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;