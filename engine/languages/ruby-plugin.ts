/** Ruby: Net::HTTP from the standard library. */
import { TEMPLATE_DATA } from "../generated/inference-templates/ruby.js";
import { templatesFromData } from "../render/template-data.js";
import type { TemplateFn } from "../render/runtime.js";
import type { LanguagePlugin } from "./plugin.js";
import { ruby, rubyRequires } from "./ruby.js";
import { rubyTarget } from "./ruby-http.js";

/** Built from the module's data when the language first renders. */
let templates: Record<string, TemplateFn> | undefined;

export const rubyPlugin: LanguagePlugin = {
  module: ruby,
  label: "Ruby",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ rubyTarget(ruby) },
  finish: rubyRequires,
  get templates() {
    return (templates ??= templatesFromData(TEMPLATE_DATA));
  },
};
