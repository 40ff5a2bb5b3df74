/** The contract of list_local_apps (`POST /v1/local-apps`): the apps that run a model on the user's machine. */
import * as z from "zod/mini";
import { contract } from "./contract.js";
import { ModelArg } from "./model-arg.js";
import { text } from "./pieces.js";

const LocalAppOutput = z.object({
  id: z.string(),
  label: z.string(),
  docsUrl: z.string(),
  mainTask: z.string(),
  macOSOnly: z.boolean(),
  kind: z.enum(["deeplink", "snippet"]),
  url: z.optional(z.string().check(z.describe("the link that opens the app on the model"))),
  snippets: z.optional(z.array(z.object({ title: z.string(), setup: z.optional(z.string()), content: z.string() }))),
  file: z.optional(z.string().check(z.describe("the GGUF file the app loads"))),
  quant: z.optional(z.string()),
});

export const listLocalAppsContract = contract({
  name: "list_local_apps",
  title: "Run a model locally",
  description:
    "The apps that run the model on the user's machine (llama.cpp, Ollama, LM Studio, vLLM, …) with the link that opens each or the commands to paste, and for a GGUF repository the chosen file. Pass file to load another GGUF file of the repository.",
  mcp: true,
  input: z.strictObject({ model: ModelArg, file: z.optional(text("a GGUF file of the repository (its siblings)")), app: z.optional(text("only this app id")) }),
  output: z.object({ model: z.string(), apps: z.array(LocalAppOutput) }),
});
