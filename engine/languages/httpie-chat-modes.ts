/**
 * HTTPie's chat-mode templates (tool calling, structured output, the Responses API) as a pack for
 * `model-atlas/inference`: `getInferenceSnippets(model, { tools: true }, { languages: [httpie, httpieChatModes], chatModes })`.
 * Apart from the httpie plugin, so a page that offers HTTPie without the chat modes does not carry them.
 */
import { TEMPLATE_DATA } from "../generated/inference-templates/httpie-chat-modes.js";
import { lazyTemplates } from "../render/template-data.js";
import type { ClientPlugin } from "../inference/client-plugin.js";

/** Built from the module's data when a mode first renders in HTTPie. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const httpieChatModes: ClientPlugin = {
  extends: "sh",
  chatModesOf: "httpie",
  clients: [],
  http: {},
  get templates() {
    return templates();
  },
  // The mode templates keep the JSON body in a variable (`payload=…`, sent on standard input and
  // changed by jq between the calls of a tool loop): its shell word without `--raw`, and the
  // header items one level deeper, for a call inside a function, and the lines before the
  // payload (`payloadPrepare`: files read). A body holding files already comes that way
  // (`payload=…` ends `prepare`, the body is `<<< "$payload"`; ./sh-http.ts): the word is taken
  // from there. `prepare` itself stays whole: plain chat prints it.
  rawChatCode: (code): Record<string, string> => {
    const headers1 = (code.headers ?? "").replace(/^(?=.)/gm, "    ");
    const prepare = code.prepare ?? "";
    if (code.body?.startsWith("--raw ")) return { payload: code.body.slice("--raw ".length), payloadPrepare: prepare, headers1 };
    const at = prepare.search(/^payload='/m);
    if (code.body === '<<< "$payload"' && at >= 0) return { payload: prepare.slice(at + "payload=".length).trimEnd(), payloadPrepare: prepare.slice(0, at).trimEnd(), headers1 };
    return {};
  },
};
