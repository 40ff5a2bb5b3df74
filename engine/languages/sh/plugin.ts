/** Shell: curl (HTTPie is a client pack over this one: ../httpie/plugin.ts). */
import { TEMPLATE_DATA } from "../../generated/inference-templates/sh.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";
import { sh } from "./literals.js";
import { shTarget } from "./http.js";

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const shPlugin: LanguagePlugin = {
  module: sh,
  label: "Shell",
  clients: ["curl"],
  http: { curl: /* @__PURE__ */ shTarget(sh) },
  get templates() {
    return templates();
  },
};
