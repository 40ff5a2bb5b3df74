/** Go: net/http from the standard library. */
import { TEMPLATE_DATA } from "../generated/inference-templates/go.js";
import { lazyTemplates } from "../render/template-data.js";
import { go, goImports } from "./go.js";
import { goTarget } from "./go-http.js";
import { payloadParts } from "../inference/raw-chat-code.js";
import type { LanguagePlugin } from "./plugin.js";

/** `payload, err := json.Marshal(<literal>)` and its check, as goTarget writes the JSON body (./go-http.ts). */
const MARSHALLED = /^ {4}payload, err := json\.Marshal\(([\s\S]*)\)\n {4}check\(err\)(?:\n|$)/m;

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const goPlugin: LanguagePlugin = {
  module: go,
  label: "Go",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ goTarget(go) },
  finish: goImports,
  // The chat modes' templates change the payload before sending it again: they want the literal
  // (`code.payload`, a `map[string]any`) and the lines before it (`code.payloadPrepare`, files read).
  rawChatCode: (code) => payloadParts(code.prepare ?? "", MARSHALLED),
  get templates() {
    return templates();
  },
};
