/** PHP: the curl extension. */
import { TEMPLATE_SPECS } from "../generated/inference-templates/php.js";
import { php } from "./php.js";
import { phpTarget } from "./php-http.js";
import type { LanguagePlugin } from "./plugin.js";

export const phpPlugin: LanguagePlugin = {
  module: php,
  label: "PHP",
  clients: ["php-curl"],
  http: { "php-curl": /* @__PURE__ */ phpTarget(php) },
  templates: TEMPLATE_SPECS,
};
