import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import { Role } from "../../core/access";
import { Connection, type Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { LocusCard } from "./locus-card.entity";
import { LocusService } from "./locus.service";
import { LocusCardInput, LocusCardsArgs, LocusOptions, LocusOverview, LocusSeason } from "./locus.types";
import { TeamHub } from "./locus.options";

const HUB_ARG = "The team finder: Locus (default) or Aspire";

const LocusCardConnection = Connection(LocusCard);

/** Contacts are shown on public cards to signed-in members, and always to the card's owner (never to visitors). */
function canSeeContacts(card: LocusCard, ctx: Context): boolean {
  if (!ctx.viewer) return false;
  return card.userId === ctx.viewer.id || card.isPublic;
}

@Resolver(() => LocusCard)
export class LocusResolver {
  constructor(private readonly service: LocusService) {}

  @Query(() => LocusOptions, { description: "Timezones, languages, roles and limits of a team-finder card (Locus or Aspire)" })
  locusOptions(@Arg("hub", () => TeamHub, { defaultValue: TeamHub.locus, description: HUB_ARG }) hub: TeamHub): LocusOptions {
    return this.service.options(hub);
  }

  @Authorized()
  @Query(() => LocusOverview, { description: "A team finder's current season and my card of it (signed-in members)" })
  locus(
    @Arg("hub", () => TeamHub, { defaultValue: TeamHub.locus, description: HUB_ARG }) hub: TeamHub,
    @Ctx() ctx: Context,
  ): Promise<LocusOverview> {
    return this.service.overview(ctx.viewer, hub);
  }

  @Authorized()
  @Query(() => LocusCardConnection, {
    description: "Public cards of a team finder's current season: members still looking first, then the most recently updated",
  })
  locusCards(@Args() args: LocusCardsArgs, @Ctx() ctx: Context): Promise<Page<LocusCard>> {
    return this.service.cards(ctx.viewer, args);
  }

  @Authorized()
  @Mutation(() => LocusCard, { description: "Save my card of a team finder's current season (created on first save)" })
  saveMyLocusCard(
    @Arg("input", () => LocusCardInput, { description: "The card's fields" }) input: LocusCardInput,
    @Arg("hub", () => TeamHub, { defaultValue: TeamHub.locus, description: HUB_ARG }) hub: TeamHub,
    @Ctx() ctx: Context,
  ) {
    return this.service.saveMyCard(ctx.viewer, { ...input, timezone: input.timezone ?? null }, hub);
  }

  @Authorized()
  @Mutation(() => LocusCard, { description: "Show my card in the grid of potential team members, or hide it" })
  setMyLocusCardPublic(
    @Arg("isPublic", { description: "true = shown in the grid" }) isPublic: boolean,
    @Arg("hub", () => TeamHub, { defaultValue: TeamHub.locus, description: HUB_ARG }) hub: TeamHub,
    @Ctx() ctx: Context,
  ) {
    return this.service.setMyCardPublic(ctx.viewer, isPublic, hub);
  }

  @Authorized()
  @Mutation(() => LocusCard, { description: "Mark my card as on a team, or as still looking" })
  setMyLocusCardOnTeam(
    @Arg("isOnTeam", { description: "true = I have joined a team" }) isOnTeam: boolean,
    @Arg("hub", () => TeamHub, { defaultValue: TeamHub.locus, description: HUB_ARG }) hub: TeamHub,
    @Ctx() ctx: Context,
  ) {
    return this.service.setMyCardOnTeam(ctx.viewer, isOnTeam, hub);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => LocusCard, { description: "Admins: hide a card from the grid, or show it again" })
  setLocusCardHidden(
    @Arg("id", () => ID, { description: "The card's id" }) id: string,
    @Arg("hidden", { description: "true = hidden by admin" }) hidden: boolean,
    @Ctx() ctx: Context,
  ) {
    return this.service.setCardHidden(ctx.viewer, rowId(id), hidden);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => LocusCard, { description: "Admins: mark someone's card as on a team, or as still looking" })
  setLocusCardOnTeam(
    @Arg("id", () => ID, { description: "The card's id" }) id: string,
    @Arg("isOnTeam", { description: "true = on a team" }) isOnTeam: boolean,
    @Ctx() ctx: Context,
  ) {
    return this.service.setCardOnTeam(ctx.viewer, rowId(id), isOnTeam);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => LocusSeason, {
    description: "Admins: open or close a team finder's current season, or start a newer one (it becomes the current season)",
  })
  setLocusSeason(
    @Arg("year", () => Int, {
      description: "The season: a year for Locus, an edition for Aspire; the current one or a newer one",
    })
    year: number,
    @Arg("isOpen", { description: "true = members can edit cards and see the grid" }) isOpen: boolean,
    @Arg("hub", () => TeamHub, { defaultValue: TeamHub.locus, description: HUB_ARG }) hub: TeamHub,
    @Ctx() ctx: Context,
  ) {
    return this.service.setSeason(ctx.viewer, year, isOpen, hub);
  }

  @FieldResolver(() => User, { description: "The card's member" })
  user(@Root() card: LocusCard, @Ctx() ctx: Context): Promise<User | null> {
    return ctx.loaders.get(userById).load(card.userId);
  }

  @FieldResolver(() => Boolean, { description: "Whether the card is the signed-in member's own" })
  viewerIsOwner(@Root() card: LocusCard, @Ctx() ctx: Context): boolean {
    return !!ctx.viewer && ctx.viewer.id === card.userId;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Discord username: on public cards for signed-in members, and for the owner; null when empty or hidden",
  })
  discord(@Root() card: LocusCard, @Ctx() ctx: Context): string | null {
    return canSeeContacts(card, ctx) && card.discord ? card.discord : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Email address: on public cards for signed-in members, and for the owner; null when empty or hidden",
  })
  email(@Root() card: LocusCard, @Ctx() ctx: Context): string | null {
    return canSeeContacts(card, ctx) && card.email ? card.email : null;
  }
}
