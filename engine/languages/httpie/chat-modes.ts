/**
 * HTTPie's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [httpie, httpieChatModes], chatModes })`.
 * Apart from the httpie plugin, so a page that offers HTTPie without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../../generated/inference-templates/httpie-chat-modes.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { ClientPack } from "../../inference/contract/client-pack.js";

/** Built from the module's data when a mode first renders in HTTPie. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const httpieChatModes: ClientPack = {
  extends: "sh",
  chatModesOf: "httpie",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
};
