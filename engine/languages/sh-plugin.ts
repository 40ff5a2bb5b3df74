/** Shell: curl and HTTPie. */
import { TEMPLATE_SPECS } from "../generated/inference-templates/sh.js";
import { httpieTarget } from "./httpie-http.js";
import type { LanguagePlugin } from "./plugin.js";
import { sh } from "./sh.js";
import { shTarget } from "./sh-http.js";

export const shPlugin: LanguagePlugin = {
  module: sh,
  label: "Shell",
  clients: ["curl", "httpie"],
  http: { curl: /* @__PURE__ */ shTarget(sh), httpie: /* @__PURE__ */ httpieTarget(sh) },
  templates: TEMPLATE_SPECS,
};
