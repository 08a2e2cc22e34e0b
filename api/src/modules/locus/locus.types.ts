import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { ConnectionArgs } from "../../core/connection";
import { LocusCard } from "./locus-card.entity";
import { LocusRole, TeamHub } from "./locus.options";

@ObjectType({ description: "A team finder's current season (Locus or Aspire) and whether it is open" })
export class LocusSeason {
  @Field(() => TeamHub, { description: "The team finder" })
  hub: TeamHub;

  @Field(() => Int, { description: "The season's number: the year for Locus, the edition for Aspire" })
  year: number;

  @Field({ description: 'The season\'s key, as the original site named it: "aspire6", "locus2026"' })
  key: string;

  @Field({ description: 'The season as people name it: "Aspire 6", "Locus 2026"' })
  title: string;

  @Field({ description: "Whether members can edit cards and see the grid" })
  isOpen: boolean;

  @Field(() => String, { nullable: true, description: "The notice shown while the season is closed; null when open" })
  closedNotice: string | null;
}

@ObjectType({ description: "A Locus role with its label" })
export class LocusRoleOption {
  @Field(() => LocusRole, { description: "The role's value" })
  value: LocusRole;

  @Field({ description: "The role as shown to people" })
  label: string;
}

@ObjectType({ description: "Maximum lengths and counts of a Locus card (the server checks the same numbers)" })
export class LocusLimits {
  @Field(() => Int, { description: "Characters of availability" })
  availability: number;

  @Field(() => Int, { description: "Characters of the Discord contact" })
  discord: number;

  @Field(() => Int, { description: "Characters of the email contact" })
  email: number;

  @Field(() => Int, { description: "Characters of the markdown about text" })
  about: number;

  @Field(() => Int, { description: "How many languages one card may list" })
  languages: number;

  @Field(() => Int, { description: "Characters of the grid's search text" })
  search: number;
}

@ObjectType({ description: "The options and limits of a Locus card: the one source for the form and the server" })
export class LocusOptions {
  @Field(() => [String], { description: "Allowed timezones (UTC offsets, with half hours)" })
  timezones: string[];

  @Field(() => [String], { description: "Allowed languages" })
  languages: string[];

  @Field(() => [LocusRoleOption], { description: "Allowed roles in canonical order" })
  roles: LocusRoleOption[];

  @Field(() => LocusLimits, { description: "Maximum lengths and counts" })
  limits: LocusLimits;
}

@InputType({ description: "Everything a member writes on their own Locus card (replaces the card's text fields)" })
export class LocusCardInput {
  @Field(() => String, { nullable: true, description: "One of locusOptions.timezones; null or empty = not given" })
  timezone?: string | null;

  @Field({ description: "When you are available (free text)" })
  availability: string;

  @Field(() => [LocusRole], { description: "Roles you offer" })
  roles: LocusRole[];

  @Field(() => [String], { description: "Languages you speak, from locusOptions.languages" })
  languages: string[];

  @Field({ description: "Discord username (empty = none); shown only on a public card, to signed-in members" })
  discord: string;

  @Field({ description: "Email address (empty = none); shown only on a public card, to signed-in members" })
  email: string;

  @Field({ description: "About you (markdown)" })
  about: string;
}

@ArgsType()
export class LocusCardsArgs extends ConnectionArgs {
  @Field(() => TeamHub, { defaultValue: TeamHub.locus, description: "The team finder: Locus (default) or Aspire" })
  hub: TeamHub = TeamHub.locus;

  @Field(() => String, {
    nullable: true,
    description: "Username (part of it), osu! id or language (start of its name); empty = everyone",
  })
  search?: string | null;

  @Field(() => LocusRole, { nullable: true, description: "Only cards offering this role" })
  role?: LocusRole | null;
}

@ObjectType({ description: "A team finder's page (Locus or Aspire) of the signed-in member" })
export class LocusOverview {
  @Field(() => LocusSeason, { description: "The current season" })
  season: LocusSeason;

  @Field(() => LocusCard, { nullable: true, description: "My card of the current season; null until I save it" })
  myCard: LocusCard | null;
}
