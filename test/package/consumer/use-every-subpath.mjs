// Run by test/package/consumer.test.ts in a project that installed the packed tarball: imports
// every subpath from plain Node, calls one function of each, prints what came back as JSON.
import { getTask as getTaskFromMain, parseGGUFQuantLabel as parseFromMain } from "model-atlas";
import { getInferenceSnippets } from "model-atlas/inference";
import { getModelInputSnippet } from "model-atlas/inputs";
import { getTask } from "model-atlas/tasks";
import { getLibrarySnippetStrings, countsAsDownload } from "model-atlas/libraries";
import { parseGGUFQuantLabel } from "model-atlas/gguf";
import { isPipelineType } from "model-atlas/pipelines";
import { LOCAL_APP_IDS } from "model-atlas/local-apps";
import { go } from "model-atlas/languages/go";
import { ruby } from "model-atlas/languages/ruby";
import { php } from "model-atlas/languages/php";
import { java } from "model-atlas/languages/java";
import { httpie } from "model-atlas/languages/httpie";
import { chatModes } from "model-atlas/chat-modes";
import { getUsageCard, usageCardMarkdown, usageCardPrompt, UsageCardSchema } from "model-atlas/cards";

const chat = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
const snippets = getInferenceSnippets(chat, { provider: "together", billTo: "my-org" });
// Each language plugin, passed alone: the snippets it adds beyond python, js and sh.
const plugins = Object.fromEntries(
  Object.entries({ go, ruby, php, java }).map(([name, plugin]) => [
    name,
    getInferenceSnippets(chat, { provider: "together" }, { languages: [plugin] })
      .filter((s) => !["python", "js", "sh"].includes(s.language))
      .map((s) => `${s.language}/${s.client}`),
  ]),
);
// The HTTPie client pack adds a second sh client after curl.
const shClients = (languages) =>
  getInferenceSnippets(chat, { provider: "together" }, { languages })
    .filter((s) => s.language === "sh")
    .map((s) => s.client);
const httpieClients = { without: shClients([]), with: shClients([httpie]) };
let missingPlugin = "";
try {
  getInferenceSnippets(chat, { provider: "together" }, { language: "go" });
} catch (error) {
  missingPlugin = error.message;
}
// Tool calling comes with the chat-modes plugin; without it the request is refused, naming the field.
const toolClients = getInferenceSnippets(chat, { provider: "together", tools: true }, { chatModes }).map((s) => `${s.language}/${s.client}`);
let missingChatModes = "";
try {
  getInferenceSnippets(chat, { provider: "together", tools: true });
} catch (error) {
  missingChatModes = error.message;
}
let invalid = "";
try {
  getInferenceSnippets(chat, { provider: 7 });
} catch (error) {
  invalid = error.message;
}
const card = getUsageCard({
  ...chat,
  inferenceProviderMapping: [{ provider: "together", providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", task: "conversational" }],
});
const cards = {
  h1: usageCardMarkdown(card).split("\n")[0],
  prompt: usageCardPrompt(card).includes("POST https://router.huggingface.co/v1/chat/completions"),
  valid: UsageCardSchema.safeParse(JSON.parse(JSON.stringify(card))).success,
};
console.log(
  JSON.stringify({
    cards,
    main: { task: getTaskFromMain("text-to-image")?.label, gguf: parseFromMain("Mistral-7B-Q5_K_S.gguf") },
    inference: snippets.map((s) => `${s.language}/${s.client}`),
    billTo: snippets.every((s) => s.content.includes("my-org")),
    plugins,
    httpieClients,
    missingPlugin,
    toolClients,
    missingChatModes,
    invalid,
    inputs: getModelInputSnippet({ id: "google-bert/bert-base-uncased", pipeline_tag: "fill-mask", mask_token: "[MASK]" }),
    tasks: getTask("automatic-speech-recognition")?.label,
    libraries: getLibrarySnippetStrings({ id: "black-forest-labs/FLUX.1-dev", library_name: "diffusers", pipeline_tag: "text-to-image" }).length,
    countsAsDownload: countsAsDownload("gguf", "model-Q4_K_M.gguf"),
    gguf: parseGGUFQuantLabel("Llama-3-8B-Instruct-Q4_K_M.gguf"),
    pipelines: isPipelineType("image-to-video"),
    localApps: LOCAL_APP_IDS.length,
  }),
);
