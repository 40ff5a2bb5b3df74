/** Helpers that print code: the only way a template may output a value. */
export const OUTPUT_HELPERS: readonly string[] = ["str", "lit", "ident", "comment", "env"];
/** Helpers that compute values for conditions and sub-expressions. */
export const LOGIC_HELPERS: readonly string[] = ["eq", "ne", "and", "or", "not", "includes", "concat", "join", "get"];
