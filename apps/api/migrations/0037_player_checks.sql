CREATE TABLE "player_checks" (
	"product_slug" text NOT NULL,
	"server_id" text DEFAULT '' NOT NULL,
	"player_id" text NOT NULL,
	"found" boolean NOT NULL,
	"character_name" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_checks_product_slug_server_id_player_id_pk" PRIMARY KEY("product_slug","server_id","player_id")
);
