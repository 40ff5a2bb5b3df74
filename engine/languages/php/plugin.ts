/** PHP: the curl extension. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/php.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import { php } from "./literals.js";
import { phpTarget } from "./http.js";
import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const phpPlugin: LanguagePlugin = {
  module: php,
  label: "PHP",
  clients: ["php-curl"],
  http: { "php-curl": /* @__PURE__ */ phpTarget(php) },
  get templates() {
    return templates();
  },
  // Its chat-mode templates come in its own pack (./chat-modes.ts).
  chatModesPack: true,
};
