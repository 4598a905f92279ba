CREATE TABLE "order_import_chunks" (
	"import_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"rows" json NOT NULL,
	CONSTRAINT "order_import_chunks_import_id_chunk_pk" PRIMARY KEY("import_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "order_import_chunks" ADD CONSTRAINT "order_import_chunks_import_id_order_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."order_imports"("id") ON DELETE cascade ON UPDATE no action;