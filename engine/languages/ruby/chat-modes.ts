/**
 * Ruby's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [ruby, rubyChatModes], chatModes })`.
 * Apart from the ruby plugin, so a page that offers Ruby without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../../generated/inference-templates/ruby-chat-modes.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { ClientPack } from "../../inference/contract/client-pack.js";

/** Built from the module's data when a mode first renders in Ruby. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const rubyChatModes: ClientPack = {
  extends: "ruby",
  chatModesOf: "ruby",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
};
