/** JavaScript: huggingface.js, fetch and the OpenAI client. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/js.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import { JS_METHODS } from "../../inference/call/pipeline-tables.js";
import { literalWith } from "../../inference/code/code.js";
import { hasFile, jsSdkArgs } from "../../inference/code/sdk-args.js";
import { js } from "./literals.js";
import { openaiClient } from "../openai-client.js";
import { jsTarget } from "./http.js";
import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const jsPlugin: LanguagePlugin = {
  module: js,
  label: "JavaScript",
  clients: ["huggingface.js", "fetch", "openai"],
  http: { fetch: /* @__PURE__ */ jsTarget(js) },
  sdkClients: {
    // The basic* templates call the task's method by name; huggingface.js streams through a method of its own.
    "huggingface.js": { offered: (c) => !c.templateName.startsWith("basic") || c.hasSdkMethod, chat: { routeArgs: true, streamMethod: true } },
    openai: openaiClient,
  },
  get templates() {
    return templates();
  },
  sdkMethods: JS_METHODS,
  sdk: {
    hubCall: (target, call, ctx) => {
      ctx.code.sdkArgs = jsSdkArgs(js, target, call);
      ctx.needsFs = hasFile(call.inputs) || hasFile(call.parameters);
    },
    // huggingface.js wants `<provider>/<its model id>` and strips the prefix.
    directModelId: (provider, model) => `${provider}/${model}`,
    readsFiles: "needsFs",
    chat: {
      // A JS call takes one object literal, printed a level out from python's keyword lines.
      args: (args, level) => literalWith(js, args, level - 1),
      assign: (name, value) => `const ${name} = ${literalWith(js, value, 0)};`,
      readBase64: (name, path) => `const ${name} = fs.readFileSync(${js.str(path)}).toString("base64");\n`,
      variable: (words) => words.map((word, i) => (i ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(""),
    },
  },
};
