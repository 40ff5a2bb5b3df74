/** Go: net/http from the standard library. */
import { TEMPLATE_DATA } from "../generated/inference-templates/go.js";
import { templatesFromData } from "../render/template-data.js";
import type { TemplateFn } from "../render/runtime.js";
import { go, goImports } from "./go.js";
import { goTarget } from "./go-http.js";
import type { LanguagePlugin } from "./plugin.js";

/** Built from the module's data when the language first renders. */
let templates: Record<string, TemplateFn> | undefined;

export const goPlugin: LanguagePlugin = {
  module: go,
  label: "Go",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ goTarget(go) },
  finish: goImports,
  get templates() {
    return (templates ??= templatesFromData(TEMPLATE_DATA));
  },
};
