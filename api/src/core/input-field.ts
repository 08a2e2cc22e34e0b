/**
 * One decorator for the commonest field of an input type: optional and nullable in the schema, passed over by
 * validation when left out or null, then held to its own checks. `@OptionalField(() => Int, "Size", Min(1))` stands for
 * `@Field(() => Int, { nullable: true, description: "Size" }) @IsOptional() @Min(1)`, checks applied in the same order.
 */
import { IsOptional } from "class-validator";
import { Field } from "type-graphql";

type FieldType = NonNullable<Parameters<typeof Field>[0]> & (() => unknown);

export function OptionalField(type: FieldType, description: string, ...checks: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    // Decorators written one above the other apply from the bottom up; keep that order for the validators.
    for (const check of [...checks].reverse()) check(target, key);
    IsOptional()(target, key);
    Field(type, { nullable: true, description })(target, key);
  };
}
