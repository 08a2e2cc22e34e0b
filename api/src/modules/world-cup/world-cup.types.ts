import { ArgsType, Field } from "type-graphql";
import { Connection, ConnectionArgs } from "../../core/connection";
import { Mode } from "../../core/enums";
import { Beatmap } from "../beatmaps/beatmap.entity";

@ArgsType()
export class WorldCupBeatmapsArgs extends ConnectionArgs {
  @Field(() => Mode, { nullable: true, description: "Only beatmaps of this mode" })
  mode?: Mode | null;
}

@ArgsType()
export class WorldCupSearchArgs extends ConnectionArgs {
  @Field({ description: "A guild beatmap id, an osu! beatmapset id or link, or words of the artist, title or host" })
  search: string;
}

export const BeatmapConnection = Connection(Beatmap);
