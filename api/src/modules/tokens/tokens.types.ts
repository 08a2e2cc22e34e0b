import { ArrayMaxSize, IsOptional, Max, MaxLength, Min } from "class-validator";
import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ApiToken } from "./api-token.entity";
import { MAX_EXPIRY_DAYS, MAX_TOKEN_NAME, TOKEN_TEXT, TokenScope } from "./tokens.rules";

registerEnumType(TokenScope, {
  name: "TokenScope",
  description: 'What requests with a personal API token may do (docs/api-guide.md "Scopes")',
  valuesConfig: {
    READ: { description: "Run queries as the member (what the member can see)" },
    ACT: { description: "Run mutations a member may do (join parties, submit quests …); includes read" },
    ADMIN: { description: "Use the member's roles beyond a plain member's (admins only); includes read" },
  },
});

@InputType({ description: "A new personal API token" })
export class CreateApiTokenInput {
  @Field({ description: `A name to recognise the token by (1 to ${MAX_TOKEN_NAME} characters)` })
  @MaxLength(MAX_TOKEN_NAME, { message: TOKEN_TEXT.name })
  name: string;

  @Field(() => [TokenScope], { description: "The scopes; `act` and `admin` include `read`" })
  @ArrayMaxSize(3)
  scopes: TokenScope[];

  @Field(() => Int, { nullable: true, description: `Days until the token expires (1 to ${MAX_EXPIRY_DAYS}); omit for no expiry` })
  @IsOptional()
  @Min(1, { message: TOKEN_TEXT.expiry })
  @Max(MAX_EXPIRY_DAYS, { message: TOKEN_TEXT.expiry })
  expiresInDays?: number | null;
}

@ObjectType({ description: "A token just created: the secret is shown this once and never again" })
export class CreatedApiToken {
  @Field({ description: "The secret to send as `Authorization: Bearer <secret>`; store it now, it is not kept" })
  secret: string;

  @Field(() => ApiToken, { description: "The token as it will appear in the list" })
  token: ApiToken;
}
