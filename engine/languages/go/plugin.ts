/** Go: net/http from the standard library. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/go.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import { go, goImports } from "./literals.js";
import { goTarget } from "./http.js";
import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const goPlugin: LanguagePlugin = {
  module: go,
  label: "Go",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ goTarget(go) },
  imports: goImports,
  get templates() {
    return templates();
  },
  // Its chat-mode templates come in its own pack (./chat-modes.ts).
  chatModesPack: true,
};
