/** Java: java.net.http from the JDK. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/java.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import { java, javaImports } from "./literals.js";
import { javaTarget } from "./http.js";
import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const javaPlugin: LanguagePlugin = {
  module: java,
  label: "Java",
  clients: ["java-net-http"],
  http: { "java-net-http": /* @__PURE__ */ javaTarget(java) },
  imports: javaImports,

  get templates() {
    return templates();
  },
  // Its chat-mode templates come in its own pack (./chat-modes.ts).
  chatModesPack: true,
};
