// Type-checked by test/package/consumer.test.ts under moduleResolution nodenext and bundler.
import { getInferenceSnippets, type Snippet, type SnippetRequest } from "model-atlas/inference";
import { getModelInputSnippet, type SampleInputOptions } from "model-atlas/inputs";
import { getTask, type TaskRecord } from "model-atlas/tasks";
import { getLibrary, countsAsDownload, type LibraryEntry } from "model-atlas/libraries";
import { parseGGUFQuantLabel } from "model-atlas/gguf";
import { PIPELINE_TYPES, type PipelineType } from "model-atlas/pipelines";
import { LOCAL_APP_IDS, type LocalAppId } from "model-atlas/local-apps";
import { AtlasError, listLibraries } from "model-atlas";
import { go, goChatModes } from "model-atlas/languages/go";
import { java } from "model-atlas/languages/java";
import { httpie } from "model-atlas/languages/httpie";
import { chatModes, type ChatModes } from "model-atlas/chat-modes";
import type { ClientPack, InferenceOptions, LanguagePlugin } from "model-atlas/inference";
import { getUsageCard, usageCardMarkdown, type UsageCard, type UsageCardOptions } from "model-atlas/cards";

const cardOptions: UsageCardOptions = { languages: ["python", "sh"], providers: ["auto"] };
const card: UsageCard = getUsageCard({ id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] }, cardOptions);
const cardText: string = usageCardMarkdown(card);
const firstRoute: string | undefined = card.providers[0]?.request?.url;

const request: SnippetRequest = { provider: "auto", streaming: true };
const snippets: Snippet[] = getInferenceSnippets({ id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] }, request);
const first: string | undefined = snippets[0]?.content;
const plugins: LanguagePlugin[] = [go, java];
const withPlugins: InferenceOptions = { languages: plugins, language: "go" };
const goSnippets: Snippet[] = getInferenceSnippets({ id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] }, request, withPlugins);
const clientPlugin: ClientPack = httpie;
const shSnippets: Snippet[] = getInferenceSnippets({ id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] }, request, {
  languages: [clientPlugin, go],
  language: "sh",
});
const modes: ChatModes = chatModes;
const toolSnippets: Snippet[] = getInferenceSnippets(
  { id: "a/b", pipeline_tag: "text-generation", tags: ["conversational"] },
  { tools: true },
  { chatModes: modes, languages: [go, goChatModes] },
);
const options: SampleInputOptions = { noWrap: true };
const input = getModelInputSnippet({ pipeline_tag: "text-classification" }, options);
const task: TaskRecord | undefined = getTask("text-to-image");
const library: LibraryEntry | undefined = getLibrary("diffusers");
const counted: boolean = countsAsDownload("diffusers", "model_index.json");
const label: string | undefined = parseGGUFQuantLabel("x-Q4_K_M.gguf");
const pipeline: PipelineType | undefined = PIPELINE_TYPES[0];
const app: LocalAppId | undefined = LOCAL_APP_IDS[0];
const isError = (e: unknown): e is AtlasError => e instanceof AtlasError;
// @ts-expect-error: the request is checked; a number is not a provider.
getInferenceSnippets({ id: "a/b" }, { provider: 1 });
// @ts-expect-error: the chat modes are passed as their plugin, not a flag.
getInferenceSnippets({ id: "a/b" }, {}, { chatModes: true });
// @ts-expect-error: a language is passed as its plugin, not its name.
getInferenceSnippets({ id: "a/b" }, {}, { languages: ["go"] });

export const used = [
  cardText,
  firstRoute,
  first,
  goSnippets,
  shSnippets,
  toolSnippets,
  input,
  task,
  library,
  counted,
  label,
  pipeline,
  isError,
  app,
  listLibraries().length,
];
