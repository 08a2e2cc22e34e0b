import { Field, ID, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from "typeorm";
import type { Relation } from "typeorm";
import { Mode } from "../../core/enums";
import type { User } from "../users/user.entity";
import type { Quest } from "../quests/quest.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "A group of mappers working on (or forming for) a quest" })
@Entity({ name: "parties" })
@Index("idx_parties_quest", ["questId"])
export class Party {
  @Field(() => ID, { description: "Party id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "quest_id", type: "integer" })
  questId: number;

  @ManyToOne("Quest", { onDelete: "CASCADE" })
  @JoinColumn({ name: "quest_id" })
  quest: Relation<Quest>;

  @Column({ name: "leader_id", type: "integer" })
  leaderId: number;

  @ManyToOne("User", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "leader_id" })
  leader: Relation<User>;

  @Field({ description: "Locked = joining by invitation only" })
  @Column({ default: false })
  lock: boolean;

  @Field(() => [Mode], { description: "Game modes the party maps in; empty until the leader picks some" })
  @Column({ type: "enum", enum: Mode, enumName: "game_mode", array: true, default: () => "'{}'" })
  modes: Mode[];

  @OneToMany("PartyMember", (m: PartyMember) => m.party)
  memberships: Relation<PartyMember[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/**
 * Membership of a user in a party. `quest_id` is denormalised so that the database itself
 * guarantees one party per user per quest (unique quest_id + user_id).
 */
@Entity({ name: "party_members" })
@Index("uq_party_members_quest_user", ["questId", "userId"], { unique: true })
@Index("idx_party_members_user", ["userId"])
export class PartyMember {
  @PrimaryColumn({ name: "party_id", type: "integer" })
  partyId: number;

  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @Column({ name: "quest_id", type: "integer" })
  questId: number;

  @ManyToOne("Party", (p: Party) => p.memberships, { onDelete: "CASCADE" })
  @JoinColumn({ name: "party_id" })
  party: Relation<Party>;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<User>;

  @ManyToOne("Quest", { onDelete: "CASCADE" })
  @JoinColumn({ name: "quest_id" })
  quest: Relation<Quest>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/** An invitation to a party (the original's "pending members"). One per user per party. */
@Entity({ name: "party_invites" })
@Index("idx_party_invites_user", ["userId"])
export class PartyInvite {
  @PrimaryColumn({ name: "party_id", type: "integer" })
  partyId: number;

  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne("Party", { onDelete: "CASCADE" })
  @JoinColumn({ name: "party_id" })
  party: Relation<Party>;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: Relation<User>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
