import { ValueTransformer } from "typeorm";

/** pg returns bigint/numeric as strings; these are safe integers/floats in our domain. */
export const numberTransformer: ValueTransformer = {
  to: (value?: number | null) => value,
  from: (value?: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};
