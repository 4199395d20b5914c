ALTER TABLE "auth_login_throttle" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "locked_until";