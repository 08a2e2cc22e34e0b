import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Resolver } from "type-graphql";
import type { Context } from "../context";
import { rowId } from "../../core/ids";
import type { ContestMessagesService } from "./contest-messages.service";
import { CONTEST_MESSAGE_LIMITS } from "./contest-messages.rules";

@ObjectType({ description: "A message sent to a contest's participants" })
export class ContestMessageResult {
  @Field(() => Int, { description: "How many members it went to (entrants and the other creators)" })
  recipients: number;
}

/** The creators' message to the participants (README.md "Messages to participants"). */
@Resolver()
export class ContestMessagesResolver {
  constructor(private readonly messages: ContestMessagesService) {}

  @Authorized()
  @Mutation(() => ContestMessageResult, {
    description:
      `Creators (and admins): sends a message of at most ${CONTEST_MESSAGE_LIMITS.max} characters to the contest's entrants ` +
      `and other creators — their inbox, and osu! chat where configured. At most ${CONTEST_MESSAGE_LIMITS.perWindow} a day ` +
      "per contest; the same text is refused for a week (CONFLICT)",
  })
  messageContestParticipants(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("message", { description: "The message, plain text" }) message: string,
    @Ctx() ctx: Context,
  ): Promise<ContestMessageResult> {
    return this.messages.messageParticipants(ctx.viewer, rowId(contestId), message);
  }
}
