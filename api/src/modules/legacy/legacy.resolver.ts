import { Arg, Field, ID, ObjectType, Query, Resolver } from "type-graphql";
import type { LegacyService, LegacyTarget } from "./legacy.service";

@ObjectType({
  description: "A document of the original site (MongoDB) and the object it became here, found by its ObjectId",
})
export class LegacyObject {
  @Field({ description: "The original's collection (users, beatmaps, quests, missions, contests, submissions, …)" })
  collection: string;

  @Field({ description: "The GraphQL type of the object here (User, Beatmap, Quest, Mission, Contest, Submission, …)" })
  typeName: string;

  @Field(() => ID, { description: "The object's id here" })
  id: number;

  @Field({ description: "The page of the web app that shows it (a path on this site)" })
  url: string;
}

@Resolver()
export class LegacyResolver {
  constructor(private readonly legacy: LegacyService) {}

  @Query(() => LegacyObject, {
    nullable: true,
    description:
      "The object an ObjectId of the original site became (for bots that stored one): its type and id here; null when " +
      "nothing imported has this ObjectId. Confidential kinds (screenings, judgings, votes, spent points) are never resolved.",
  })
  legacyObject(
    @Arg("objectId", () => String, { description: "The original's ObjectId: 24 hexadecimal characters" }) objectId: string,
  ): Promise<LegacyTarget | null> {
    return this.legacy.resolve(objectId);
  }
}
