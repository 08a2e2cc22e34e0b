import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `oauth_single_use`: keys (an authorization code's nonce, a sign-in state's hash) that have been used once, kept
 * until they would have expired anyway. Inserting a key that is already there means a replay: refused at once, on
 * every instance (modules/auth/single-use.ts). Expired rows are purged with the expired sessions.
 */
export class OAuthSingleUse1795337790000 implements MigrationInterface {
  name = "OAuthSingleUse1795337790000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "oauth_single_use" (
      "key" varchar(100) NOT NULL,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_oauth_single_use" PRIMARY KEY ("key")
    )`);
    await q.query(`CREATE INDEX "idx_oauth_single_use_expires" ON "oauth_single_use" ("expires_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "oauth_single_use"`);
  }
}
