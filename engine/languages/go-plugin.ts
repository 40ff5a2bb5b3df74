/** Go: net/http from the standard library. */
import { TEMPLATE_SPECS } from "../generated/inference-templates/go.js";
import { go, goImports } from "./go.js";
import { goTarget } from "./go-http.js";
import type { LanguagePlugin } from "./plugin.js";

export const goPlugin: LanguagePlugin = {
  module: go,
  label: "Go",
  clients: ["net-http"],
  http: { "net-http": /* @__PURE__ */ goTarget(go) },
  finish: goImports,
  templates: TEMPLATE_SPECS,
};
