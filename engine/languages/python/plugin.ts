/** Python: huggingface_hub, requests, the OpenAI client and fal_client. */
import { TEMPLATE_DATA } from "../../generated/inference-templates/python.js";
import { lazyTemplates } from "../../template-runtime/template-data.js";
import { PYTHON_METHODS } from "../../inference/call/pipeline-tables.js";
import { literalWith, pythonKwargs } from "../../inference/code/code.js";
import { sdkChatArgs } from "../../inference/chat/sdk-chat.js";
import { pythonSdkArgs } from "../../inference/code/sdk-args.js";
import type { LanguagePlugin, SdkChatCode } from "../../inference/contract/plugin-contract.js";
import { python } from "./literals.js";
import { openaiClient } from "../openai-client.js";
import { falClient } from "./fal-client.js";
import { pythonTarget } from "./http.js";

/** How huggingface_hub and the OpenAI client's chat calls are written: keyword arguments, one per line. */
const chat: SdkChatCode = {
  args: (args, level) => pythonKwargs(python, args, level),
  assign: (name, value) => `${name} = ${literalWith(python, value, 0)}`,
  readBase64: (name, path) => `with open(${python.str(path)}, "rb") as f:\n    ${name} = base64.b64encode(f.read()).decode("utf-8")\n`,
  variable: (words) => words.join("_"),
};

/** Built from the module's data when the language first renders. */
const templates = lazyTemplates(TEMPLATE_DATA);

export const pythonPlugin: LanguagePlugin = {
  module: python,
  label: "Python",
  clients: ["huggingface_hub", "requests", "openai", "fal_client"],
  http: { requests: /* @__PURE__ */ pythonTarget(python) },
  sdkClients: {
    // Every python template but chat calls the task's InferenceClient method by name; it routes
    // by provider itself, so "auto" needs nothing else.
    huggingface_hub: { offered: (c) => c.conversational || c.hasSdkMethod, chat: { reasoningInExtraBody: true } },
    openai: openaiClient,
    fal_client: falClient,
  },
  get templates() {
    return templates();
  },
  sdkMethods: PYTHON_METHODS,
  sdk: {
    // On an endpoint the client holds the URL; chat still names the model in the request body.
    hubCall: (target, call, ctx) => {
      ctx.code.sdkArgs = call.chat ? sdkChatArgs(chat, ctx.modelId ?? target.endpointModelId, call) : pythonSdkArgs(python, target, call);
    },
    // No directModelId: huggingface_hub sends the model as given, so it gets the provider's own id (`gpt-4o`).
    readsFiles: "needsBase64",
    chat,
  },
};
