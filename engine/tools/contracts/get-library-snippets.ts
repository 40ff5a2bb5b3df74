/** The contract of get_library_snippets (`POST /v1/library-snippets`, REST only): the code that loads a model with its own library. */
import * as z from "zod/mini";
import { contract } from "./contract.js";
import { ModelArg } from "./model-arg.js";

const LibrarySnippetOutput = z.object({
  language: z.string(),
  client: z.string(),
  content: z.string(),
  library: z.string(),
  name: z.optional(z.string().check(z.describe("the snippet's name in the library's YAML, e.g. pipeline"))),
  message: z.optional(z.string().check(z.describe("set when the snippet is a message instead of code; content is then that comment"))),
});

export const getLibrarySnippetsContract = contract({
  name: "get_library_snippets",
  title: "Code that loads a model with its library",
  description: "The code that loads the model with its own library (transformers, diffusers, …), one snippet per way the library offers.",
  mcp: false,
  input: z.strictObject({ model: ModelArg }),
  output: z.object({ model: z.string(), snippets: z.array(LibrarySnippetOutput) }),
});
