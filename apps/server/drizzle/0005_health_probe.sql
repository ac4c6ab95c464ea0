CREATE TABLE "health_probe" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
