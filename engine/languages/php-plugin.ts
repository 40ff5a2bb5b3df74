/** PHP: the curl extension. */
import { TEMPLATE_DATA } from "../generated/inference-templates/php.js";
import { templatesFromData } from "../render/template-data.js";
import type { TemplateFn } from "../render/runtime.js";
import { php } from "./php.js";
import { phpTarget } from "./php-http.js";
import type { LanguagePlugin } from "./plugin.js";

/** Built from the module's data when the language first renders. */
let templates: Record<string, TemplateFn> | undefined;

export const phpPlugin: LanguagePlugin = {
  module: php,
  label: "PHP",
  clients: ["php-curl"],
  http: { "php-curl": /* @__PURE__ */ phpTarget(php) },
  get templates() {
    return (templates ??= templatesFromData(TEMPLATE_DATA));
  },
};
