CREATE TABLE "group_invitation_declines" (
	"inviter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"declined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_invitation_declines_inviter_id_user_id_pk" PRIMARY KEY("inviter_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "group_invitation_declines" ADD CONSTRAINT "group_invitation_declines_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitation_declines" ADD CONSTRAINT "group_invitation_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_invitation_declines_user_idx" ON "group_invitation_declines" USING btree ("user_id");