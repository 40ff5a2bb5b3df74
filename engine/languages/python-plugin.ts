/** Python: huggingface_hub, requests, the OpenAI client and fal_client. */
import { TEMPLATE_SPECS } from "../generated/inference-templates/python.js";
import { PYTHON_METHODS } from "../inference/facts.js";
import type { LanguagePlugin } from "./plugin.js";
import { python } from "./python.js";
import { pythonTarget } from "./python-http.js";

export const pythonPlugin: LanguagePlugin = {
  module: python,
  label: "Python",
  clients: ["huggingface_hub", "requests", "openai", "fal_client"],
  http: { requests: /* @__PURE__ */ pythonTarget(python) },
  templates: TEMPLATE_SPECS,
  sdkMethods: PYTHON_METHODS,
  // requests sends the chat payload as the literal `code.body` already is.
  rawChatCode: (code) => ({ payload: code.body ?? "" }),
};
