/** Ruby: Net::HTTP from the standard library. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/ruby.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";
import { ruby, rubyRequires } from "./literals.js";
import { rubyTarget } from "./http.js";

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const rubyPlugin: LanguagePlugin = {
  module: ruby,
  label: "Ruby",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ rubyTarget(ruby) },
  imports: rubyRequires,

  get templates() {
    return templates();
  },
  // Its chat-mode templates come in its own pack (./chat-modes.ts).
  chatModesPack: true,
};
