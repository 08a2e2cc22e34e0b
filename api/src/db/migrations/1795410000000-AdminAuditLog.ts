import { MigrationInterface, QueryRunner } from "typeorm";

/** `admin_audit_log`: what admins did, written with each admin action (modules/audit/README.md). */
export class AdminAuditLog1795410000000 implements MigrationInterface {
  name = "AdminAuditLog1795410000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "admin_audit_log" (
      "id" SERIAL NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "actor_id" integer,
      "kind" varchar(40) NOT NULL,
      "target_type" varchar(30) NOT NULL,
      "target_id" integer,
      "target_label" varchar(300),
      "old_value" text,
      "new_value" text,
      "reason" text,
      CONSTRAINT "PK_admin_audit_log" PRIMARY KEY ("id"),
      CONSTRAINT "FK_admin_audit_log_actor" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL
    )`);
    await q.query(`CREATE INDEX "idx_admin_audit_actor" ON "admin_audit_log" ("actor_id", "id")`);
    await q.query(`CREATE INDEX "idx_admin_audit_target" ON "admin_audit_log" ("target_type", "target_id", "id")`);
    await q.query(`CREATE INDEX "idx_admin_audit_kind" ON "admin_audit_log" ("kind", "id")`);
    await q.query(`CREATE INDEX "idx_admin_audit_created" ON "admin_audit_log" ("created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "admin_audit_log"`);
  }
}
