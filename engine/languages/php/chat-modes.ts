/**
 * PHP's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [php, phpChatModes], chatModes })`.
 * Apart from the php plugin, so a page that offers PHP without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../../generated/inference-templates/php-chat-modes.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { ClientPack } from "../../inference/contract/client-pack.js";

/** Built from the module's data when a mode first renders in PHP. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const phpChatModes: ClientPack = {
  extends: "php",
  chatModesOf: "php",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
};
