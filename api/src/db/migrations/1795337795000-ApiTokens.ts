import { MigrationInterface, QueryRunner } from "typeorm";

/** `api_tokens`: members' personal API tokens, stored as SHA-256 hashes only (modules/tokens/README.md). */
export class ApiTokens1795337795000 implements MigrationInterface {
  name = "ApiTokens1795337795000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "api_tokens" (
      "id" SERIAL NOT NULL,
      "user_id" integer NOT NULL,
      "name" varchar(60) NOT NULL,
      "token_hash" char(64) NOT NULL,
      "hint" varchar(8) NOT NULL,
      "scopes" varchar(16) array NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "expires_at" TIMESTAMP WITH TIME ZONE,
      "last_used_at" TIMESTAMP WITH TIME ZONE,
      "revoked_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_api_tokens" PRIMARY KEY ("id"),
      CONSTRAINT "FK_api_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_api_tokens_hash" ON "api_tokens" ("token_hash")`);
    await q.query(`CREATE INDEX "idx_api_tokens_user" ON "api_tokens" ("user_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_tokens"`);
  }
}
