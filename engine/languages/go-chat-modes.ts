/**
 * Go's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [go, goChatModes], chatModes })`.
 * Apart from the go plugin, so a page that offers Go without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../generated/inference-templates/go-chat-modes.js";
import { payloadParts } from "../inference/raw-chat-code.js";
import { lazyTemplates } from "../render/template-data.js";
import type { ClientPlugin } from "../inference/client-plugin.js";

/** `payload, err := json.Marshal(<literal>)` and its check, as goTarget writes the JSON body (./go-http.ts). */
const BODY_LINE = /^ {4}payload, err := json\.Marshal\(([\s\S]*)\)\n {4}check\(err\)(?:\n|$)/m;

/** Built from the module's data when a mode first renders in Go. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const goChatModes: ClientPlugin = {
  extends: "go",
  chatModesOf: "go",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
  // The mode templates change the payload before sending it again: they want the literal
  // (`code.payload`, a `map[string]any`) and the lines before it (`code.payloadPrepare`, files read).
  rawChatCode: (code) => payloadParts(code, BODY_LINE, "engine/languages/go-chat-modes.ts"),
};
