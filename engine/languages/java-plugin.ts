/** Java: java.net.http from the JDK. */
import { TEMPLATE_DATA } from "../generated/inference-templates/java.js";
import { lazyTemplates } from "../render/template-data.js";
import { java, javaImports } from "./java.js";
import { javaTarget } from "./java-http.js";
import { payloadParts } from "../inference/raw-chat-code.js";
import type { LanguagePlugin } from "./plugin.js";

/** `byte[] payload = json(<literal>).getBytes(…);`, as javaTarget writes the JSON body (./java-http.ts). */
const SERIALIZED = /^ {8}byte\[\] payload = json\(([\s\S]*)\)\.getBytes\(StandardCharsets\.UTF_8\);(?:\n|$)/m;

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const javaPlugin: LanguagePlugin = {
  module: java,
  label: "Java",
  clients: ["java-net-http"],
  http: { "java-net-http": /* @__PURE__ */ javaTarget(java) },
  finish: javaImports,
  // The chat modes' templates change the payload before sending it again: they want the literal
  // (`code.payload`, a `Map<String, Object>`) and the lines before it (`code.payloadPrepare`, files read).
  rawChatCode: (code) => payloadParts(code.prepare ?? "", SERIALIZED),
  get templates() {
    return templates();
  },
};
