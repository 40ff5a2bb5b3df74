/** The contract of find_libraries (`GET /v1/libraries`): libraries of the registry that match, a page at a time. */
import * as z from "zod/mini";
import { contract } from "./contract.js";
import { text } from "./pieces.js";

export const findLibrariesContract = contract({
  name: "find_libraries",
  title: "Find ML libraries",
  description:
    "Libraries of the registry whose id, name, tasks or file formats match the query (e.g. diffusers, speech, text-to-image, gguf), with their repository and docs links, a page at a time (page). Use it to learn which library loads a kind of model.",
  mcp: true,
  input: z.strictObject({
    query: z.optional(text("words to look for in the id, name, tasks and file formats (e.g. gguf, llama.cpp, diffusers)")),
    task: z.optional(text("only libraries of this task id")),
    page: z.optional(z.int().check(z.minimum(1), z.describe("the page of a long list (default 1); the answer says how many there are"))),
  }),
  output: z.object({
    libraries: z.array(z.object({ id: z.string(), label: z.string(), repoUrl: z.string(), docsUrl: z.optional(z.string()), tasks: z.array(z.string()) })),
    page: z.int(),
    pages: z.int(),
    total: z.int(),
    localApps: z.optional(
      z.array(z.string()).check(z.describe("local apps whose name is the query (llama.cpp, ollama, …): list_local_apps runs a model in them")),
    ),
  }),
});
