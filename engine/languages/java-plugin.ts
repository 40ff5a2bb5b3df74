/** Java: java.net.http from the JDK. */
import { TEMPLATE_SPECS } from "../generated/inference-templates/java.js";
import { java, javaImports } from "./java.js";
import { javaTarget } from "./java-http.js";
import type { LanguagePlugin } from "./plugin.js";

export const javaPlugin: LanguagePlugin = {
  module: java,
  label: "Java",
  clients: ["java-net-http"],
  http: { "java-net-http": /* @__PURE__ */ javaTarget(java) },
  finish: javaImports,
  templates: TEMPLATE_SPECS,
};
