/**
 * The agent prompt as a language plugin of `getInferenceSnippets`: the language "text" with the
 * one client "agent-prompt", whose snippet is the request in words (./prompt-text.ts) instead of
 * code. It is opt-in, like the go or HTTPie plugins, so the default snippet lists stay as they are:
 *
 *     import { agentPromptPlugin } from "model-atlas/cards";
 *     getInferenceSnippets(model, request, { languages: [agentPromptPlugin] });
 *
 * It writes from the generator's own facts of the call (`LanguagePlugin.write`), so the prompt
 * names the request the raw-HTTP snippets of the same call send.
 */
import type { LanguageModule } from "../inference/contract/language-module.js";
import type { CallFacts, LanguagePlugin } from "../inference/contract/plugin-contract.js";
import { factsRequest } from "./request.js";
import { promptText } from "./prompt-text.js";

/** The client of the agent prompt. */
export const AGENT_PROMPT_CLIENT = "agent-prompt";

/** Plain text: literals are JSON, as the prompt writes every value from a record. */
const text: LanguageModule = {
  id: "text",
  extension: "txt",
  str: (value) => JSON.stringify(value),
  lit: (value) => JSON.stringify(value, null, 2),
  ident: (value) => value,
  comment: (value) => `(${value})`,
  env: (name) => `the value of the environment variable ${name}`,
};

function write(client: string, facts: CallFacts): string | undefined {
  if (client !== AGENT_PROMPT_CLIENT) return undefined;
  const http = factsRequest(facts);
  if (!http) return undefined;
  const envVar = http.headers.find((h) => h.envVar)?.envVar ?? "HF_TOKEN";
  return promptText(facts.hubModelId, facts.task, http, { provider: facts.providerId, envVar, streaming: http.url.endsWith("/chat/completions") }, []);
}

/** The plugin's type: its `kind` tells `getInferenceSnippets`'s types that a snippet may be in "text". */
export interface AgentPromptPlugin extends LanguagePlugin {
  readonly kind: "agent-prompt";
}

export const agentPromptPlugin: AgentPromptPlugin = {
  kind: "agent-prompt",
  module: text,
  label: "Agent prompt",
  clients: [AGENT_PROMPT_CLIENT],
  http: {},
  templates: {},
  write,
};
