/**
 * Java's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [java, javaChatModes], chatModes })`.
 * Apart from the java plugin, so a page that offers Java without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../../generated/inference-templates/java-chat-modes.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { ClientPack } from "../../inference/contract/client-pack.js";

/** Built from the module's data when a mode first renders in Java. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const javaChatModes: ClientPack = {
  extends: "java",
  chatModesOf: "java",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
};
