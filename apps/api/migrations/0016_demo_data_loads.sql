CREATE TABLE "demo_data_loads" (
	"version" integer PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database that already holds the demo catalogue had the demo before this table: mark it loaded,
-- so what an operator deleted from it stays deleted.
INSERT INTO "demo_data_loads" ("version") SELECT 1 WHERE EXISTS (SELECT 1 FROM "products");
