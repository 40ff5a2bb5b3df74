/**
 * Go's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [go, goChatModes], chatModes })`.
 * Apart from the go plugin, so a page that offers Go without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../../generated/inference-templates/go-chat-modes.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { ClientPack } from "../../inference/contract/client-pack.js";

/** Built from the module's data when a mode first renders in Go. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const goChatModes: ClientPack = {
  extends: "go",
  chatModesOf: "go",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
};
