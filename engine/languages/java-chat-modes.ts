/**
 * Java's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [java, javaChatModes], chatModes })`.
 * Apart from the java plugin, so a page that offers Java without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../generated/inference-templates/java-chat-modes.js";
import { payloadParts } from "../inference/raw-chat-code.js";
import { lazyTemplates } from "../render/template-data.js";
import type { ClientPlugin } from "../inference/client-plugin.js";

/** `byte[] payload = json(<literal>).getBytes(…);`, as javaTarget writes the JSON body (./java-http.ts). */
const BODY_LINE = /^ {8}byte\[\] payload = json\(([\s\S]*)\)\.getBytes\(StandardCharsets\.UTF_8\);(?:\n|$)/m;

/** Built from the module's data when a mode first renders in Java. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const javaChatModes: ClientPlugin = {
  extends: "java",
  chatModesOf: "java",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
  // The mode templates change the payload before sending it again: they want the literal
  // (`code.payload`, a `Map<String, Object>`) and the lines before it (`code.payloadPrepare`, files read).
  rawChatCode: (code) => payloadParts(code, BODY_LINE, "engine/languages/java-chat-modes.ts"),
};
