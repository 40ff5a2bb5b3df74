/** Small schema builders and arguments the tool contracts share, so each argument reads as one line. */
import * as z from "zod/mini";

/**
 * The longest string argument (a URL, an organisation, a provider, a file name): anything longer
 * is no such value, and would only be echoed into the answer.
 */
export const MAX_ARGUMENT_LENGTH = 2048;

/** A non-empty string of at most MAX_ARGUMENT_LENGTH characters, with its description. */
export const text = (description?: string) => {
  const schema = z.string().check(z.minLength(1), z.maxLength(MAX_ARGUMENT_LENGTH));
  return description ? schema.check(z.describe(description)) : schema;
};

/** A list of values from `values`, with its description. */
export const listOf = <T extends readonly [string, ...string[]]>(values: T, description: string) => z.array(z.enum(values)).check(z.describe(description));

export const ALLOW_UNMAPPED = z
  .boolean()
  .check(
    z.describe(
      "true: write code for a provider the record's inferenceProviderMapping does not list (refused otherwise); the provider's model id is then a guess",
    ),
  );
