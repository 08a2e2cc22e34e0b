import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Page } from "../../core/connection";
import { Mode } from "../../core/enums";
import { rowId } from "../../core/ids";
import { declareProjection } from "../../core/projection";
import type { Context } from "../context";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { WorldCupNote } from "./world-cup.entity";
import { WorldCupService } from "./world-cup.service";
import { BeatmapConnection, WorldCupBeatmapsArgs, WorldCupSearchArgs } from "./world-cup.types";

/** The /worldCup tracker (api/src/modules/world-cup/README.md): World Cup helpers and admins only. */
@Resolver()
export class WorldCupResolver {
  constructor(private readonly worldCup: WorldCupService) {}

  @Query(() => BeatmapConnection, {
    description: "World Cup helpers and admins: flagged beatmaps that are not Ranked yet, by mode, oldest first",
  })
  worldCupBeatmaps(@Args() args: WorldCupBeatmapsArgs, @Ctx() ctx: Context): Promise<Page<Beatmap>> {
    return this.worldCup.trackedBeatmaps(ctx.viewer, args);
  }

  @Query(() => BeatmapConnection, { description: "World Cup helpers and admins: find beatmaps to flag, newest first" })
  worldCupBeatmapSearch(@Args() args: WorldCupSearchArgs, @Ctx() ctx: Context): Promise<Page<Beatmap>> {
    return this.worldCup.searchBeatmaps(ctx.viewer, args.search, args);
  }

  @Query(() => [WorldCupNote], { description: "World Cup helpers and admins: the note of each mode (osu, taiko, catch, mania)" })
  worldCupNotes(@Ctx() ctx: Context): Promise<WorldCupNote[]> {
    return this.worldCup.notes(ctx.viewer);
  }

  @Mutation(() => Beatmap, {
    description: "World Cup helpers and admins: flag (true) or unflag (false) a beatmap as a World Cup map",
  })
  setBeatmapWorldCup(
    @Arg("beatmapId", () => ID, { description: "The beatmap" }) beatmapId: string,
    @Arg("value", { description: "true = World Cup map" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.worldCup.setFlag(ctx.viewer, rowId(beatmapId), value);
  }

  @Mutation(() => WorldCupNote, { description: "World Cup helpers and admins: replace a mode's markdown note" })
  updateWorldCupNote(
    @Arg("mode", () => Mode, { description: "The mode" }) mode: Mode,
    @Arg("content", { description: "Markdown, at most 10,000 characters" }) content: string,
    @Ctx() ctx: Context,
  ): Promise<WorldCupNote> {
    return this.worldCup.updateNote(ctx.viewer, mode, content);
  }
}

declareProjection(Beatmap, { isWorldCup: ["isWorldCup"] });

/** The World Cup flag on a beatmap: a value for World Cup helpers and admins, null for everyone else. */
@Resolver(() => Beatmap)
export class WorldCupBeatmapFieldsResolver {
  constructor(private readonly worldCup: WorldCupService) {}

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Flagged as a World Cup map; null unless the viewer is a World Cup helper or an admin",
  })
  isWorldCup(@Root() beatmap: Beatmap, @Ctx() ctx: Context): boolean | null {
    return this.worldCup.flagFor(ctx.viewer, beatmap);
  }
}

@Resolver(() => WorldCupNote)
export class WorldCupNoteFieldsResolver {
  @FieldResolver(() => User, { nullable: true, description: "Who edited the note last (public projection)" })
  updatedBy(@Root() note: WorldCupNote, @Ctx() ctx: Context): Promise<User | null> {
    return note.updatedById ? ctx.loaders.get(userById).load(note.updatedById) : Promise.resolve(null);
  }
}
