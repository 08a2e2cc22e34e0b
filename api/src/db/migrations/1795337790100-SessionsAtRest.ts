import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Secrets at rest: osu! tokens are now stored sealed (modules/auth/osu-tokens.ts). Plaintext tokens written before
 * are dropped from their sessions (the member stays signed in; the next Beatmap Nominator check asks them to sign in
 * again). Anonymous sessions, which only ever held a pending sign-in (now a short-lived cookie), are deleted.
 */
export class SessionsAtRest1795337790100 implements MigrationInterface {
  name = "SessionsAtRest1795337790100";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "sessions" SET "sess" = "sess" - 'osuTokens' WHERE jsonb_typeof("sess"->'osuTokens') = 'object'`);
    await q.query(`DELETE FROM "sessions" WHERE "user_id" IS NULL`);
  }

  public async down(): Promise<void> {
    // Nothing to restore: plaintext tokens are gone on purpose.
  }
}
