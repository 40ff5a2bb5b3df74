/** Ruby: Net::HTTP from the standard library. */
import { TEMPLATE_SPECS } from "../generated/inference-templates/ruby.js";
import type { LanguagePlugin } from "./plugin.js";
import { ruby, rubyRequires } from "./ruby.js";
import { rubyTarget } from "./ruby-http.js";

export const rubyPlugin: LanguagePlugin = {
  module: ruby,
  label: "Ruby",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ rubyTarget(ruby) },
  finish: rubyRequires,
  templates: TEMPLATE_SPECS,
};
