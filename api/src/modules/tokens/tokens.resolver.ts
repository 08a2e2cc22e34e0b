import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { Connection, ConnectionArgs, type Page } from "../../core/connection";
import type { Context } from "../context";
import { rowId } from "../../core/ids";
import { ApiToken } from "./api-token.entity";
import { CreateApiTokenInput, CreatedApiToken } from "./tokens.types";
import { TokensService } from "./tokens.service";
import { isActive } from "./tokens.rules";

/** A page of API tokens (core/connection.ts). */
export const ApiTokenConnection = Connection(ApiToken);

@Resolver(() => ApiToken)
export class TokensResolver {
  constructor(
    private readonly tokens: TokensService,
    private readonly now: () => Date,
  ) {}

  @Authorized()
  @Query(() => ApiTokenConnection, {
    description:
      "The signed-in member's personal API tokens, newest first, a keyset page at a time: the active ones (at most 20) " +
      "and those revoked or expired in the last 30 days (at most 20 of them are kept)",
  })
  myApiTokensConnection(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<ApiToken>> {
    return this.tokens.page(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => [ApiToken], {
    description: "The signed-in member's personal API tokens, newest first (as myApiTokensConnection: at most 40)",
    deprecationReason: "Use myApiTokensConnection instead. Deprecated 2026-11-28.",
  })
  myApiTokens(@Ctx() ctx: Context): Promise<ApiToken[]> {
    return this.tokens.list(ctx.viewer);
  }

  @Authorized()
  @Mutation(() => CreatedApiToken, {
    description: "Creates a personal API token (from a signed-in browser session only); the secret is in the answer, once",
  })
  createApiToken(@Arg("input", { description: "Name, scopes and expiry" }) input: CreateApiTokenInput, @Ctx() ctx: Context) {
    return this.tokens.create(ctx.viewer, ctx.auth, input);
  }

  @Authorized()
  @Mutation(() => ApiToken, { description: "Revokes one of the signed-in member's tokens: it stops working at once" })
  revokeApiToken(@Arg("id", () => ID, { description: "The token's id" }) id: string, @Ctx() ctx: Context): Promise<ApiToken> {
    return this.tokens.revoke(ctx.viewer, rowId(id));
  }

  @FieldResolver(() => Boolean, { description: "Whether the token works now (not revoked, not expired)" })
  active(@Root() token: ApiToken): boolean {
    return isActive(token, this.now());
  }
}
