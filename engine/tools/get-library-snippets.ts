/** get_library_snippets (`POST /v1/library-snippets`, REST only): the code that loads a model with its own library. */
import { fence } from "../cards/markdown-escape.js";
import { getLibrarySnippets } from "../library-snippets/index.js";
import { getLibrarySnippetsContract } from "./contracts/get-library-snippets.js";
import { defineTool } from "./define.js";
import { resolveModel } from "./model.js";

export const getLibrarySnippetsTool = defineTool(getLibrarySnippetsContract, async (args, ctx) => {
  const model = await resolveModel(args.model, ctx);
  const snippets = getLibrarySnippets(model);
  const text = snippets.length ? snippets.map((s) => fence(s.content, s.language)).join("\n\n") : `No library code for ${JSON.stringify(model.id)}.`;
  return { text, data: { model: model.id, snippets } };
});
