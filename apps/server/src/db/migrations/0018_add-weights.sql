CREATE TABLE "weights" (
	"user_id" integer NOT NULL,
	"weighed_on" date NOT NULL,
	"weight" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weights_user_id_weighed_on_pk" PRIMARY KEY("user_id","weighed_on"),
	CONSTRAINT "weights_weight_range" CHECK ("weights"."weight" between 66 and 660)
);
--> statement-breakpoint
ALTER TABLE "weights" ADD CONSTRAINT "weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;