import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";
import type { Quest } from "../quests/quest.entity";
import type { Mission } from "../missions/mission.entity";

/**
 * A quest a member completed, as the points engine counts it (points-engine.rules.ts `completedQuestIds`): written by
 * every recalculation of the member (points.service.ts) in the same transaction as their points, never by hand.
 * The profile lists it (modules/profiles/README.md).
 */
@Entity({ name: "user_completed_quests" })
@Index("idx_user_completed_quests_quest", ["questId"])
export class UserCompletedQuest {
  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @PrimaryColumn({ name: "quest_id", type: "integer" })
  questId: number;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @ManyToOne("Quest", { onDelete: "CASCADE" })
  @JoinColumn({ name: "quest_id" })
  quest?: Relation<Quest>;
}

/**
 * A priority quest a member won, as the points engine counts it (`completedMissionIds`, and `asGuest` for
 * `completedMissionAsGuestIds`: won only through a guest difficulty on someone else's winning map). Written with the
 * member's points by every recalculation.
 */
@Entity({ name: "user_completed_missions" })
@Index("idx_user_completed_missions_mission", ["missionId"])
export class UserCompletedMission {
  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @PrimaryColumn({ name: "mission_id", type: "integer" })
  missionId: number;

  @Column({ name: "as_guest", type: "boolean" })
  asGuest: boolean;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @ManyToOne("Mission", { onDelete: "CASCADE" })
  @JoinColumn({ name: "mission_id" })
  mission?: Relation<Mission>;
}
