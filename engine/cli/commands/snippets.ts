/** `model-atlas snippets <model>`: copy-paste code that calls the model through a provider. */
import { getInferenceSnippets } from "../../index.js";
import type { SnippetRequest } from "../../schema/snippet.js";
import type { ModelRecordInput } from "../../schema/model.js";
import { describeTaskSource } from "../../inference/model-task.js";
import {
  HUB_OPTIONS,
  HUB_OPTIONS_HELP,
  expectPositionals,
  hubClientOptions,
  oneOf,
  parseCommandArgs,
  printHelp,
  type Command,
} from "../args.js";
import { EXIT } from "../exit-codes.js";
import { FORMATS, json } from "../format.js";
import { CliError } from "../io.js";
import { loadModel } from "../model-source.js";
import { checkClient, checkLanguage, checkProvider, clientIds } from "../snippet-options.js";
import { LANGUAGES } from "../../schema/snippet.js";
import { formatSnippets } from "../snippet-output.js";
import { CHAT_OPTIONS, CHAT_OPTIONS_HELP, chatRequestOptions } from "../chat-options.js";

const OPTIONS = {
  ...HUB_OPTIONS,
  provider: { type: "string", short: "p" },
  language: { type: "string", short: "l" },
  client: { type: "string", short: "c" },
  streaming: { type: "boolean" },
  "bill-to": { type: "string" },
  "endpoint-url": { type: "string" },
  direct: { type: "boolean" },
  format: { type: "string" },
  ...CHAT_OPTIONS,
} as const;

export const snippetsCommand: Command = {
  name: "snippets",
  help: `Usage: model-atlas snippets <model-id | model.json | -> [options]

Prints ready-to-run code (${LANGUAGES.join(", ")}) that calls
the model through an inference provider. The code reads the token from the environment
(HF_TOKEN, or the provider's own key with --direct); no token is ever written into it.

Options:
  -p, --provider <p>     inference provider, or auto to let the router pick (default: auto)
  -l, --language <l>     only this language: ${LANGUAGES.join(", ")}
  -c, --client <c>       only this client: ${wrapList(clientIds(), 25, 43)}
  --streaming            stream the answer (chat models)
  --bill-to <org>        bill the organisation (X-HF-Bill-To header)
  --endpoint-url <url>   call this endpoint (TGI, vLLM, llama.cpp, Inference Endpoints)
                         instead of a provider; any form its page shows names the same
                         server: the root (https://host), https://host/v1, https://host/v1/
                         or a full https://host/v1/chat/completions
  --direct               call the provider's own API with its own key, not through the router
  --format <f>           text (default: each snippet under a '==>' header) or json

${CHAT_OPTIONS_HELP}

${HUB_OPTIONS_HELP}

Examples:
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct --provider together --language python --streaming
  model-atlas snippets ./model.json --client curl --bill-to my-org
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct --tools tools.json --streaming -c openai
  curl -s 'https://huggingface.co/api/models/gpt2?expand[]=pipeline_tag' | model-atlas snippets - --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("snippets", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("snippets", positionals, ["model"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const provider = checkProvider(values.provider ?? "auto");
    const language = values.language === undefined ? undefined : checkLanguage(values.language);
    const client = values.client === undefined ? undefined : checkClient(values.client, language);

    const request: SnippetRequest = { provider };
    if (values.streaming) request.streaming = true;
    if (values.direct) request.directRequest = true;
    if (values["bill-to"] !== undefined) request.billTo = values["bill-to"];
    if (values["endpoint-url"] !== undefined) request.endpointUrl = checkEndpointUrl(values["endpoint-url"]);
    Object.assign(request, await chatRequestOptions(values, io));

    const model = await loadModel(positionals[0]!, io, hubClientOptions(values, io));
    const all = getInferenceSnippets(model, request);
    const snippets = all.filter((s) => (!language || s.language === language) && (!client || s.client === client));
    if (snippets.length === 0) {
      const offered = [...new Set(all.map((s) => `${s.language}/${s.client}`))];
      throw new CliError(
        EXIT.input,
        `No snippet for ${[language, client].filter(Boolean).join("/") || "this model"} with provider ${provider}` +
          (offered.length ? `; available: ${offered.join(", ")}` : `; model ${model.id} (${taskWords(model)}) has no inference snippets`),
      );
    }
    // A task that did not come from pipeline_tag is said first (JSON: each snippet's taskSource).
    const source = snippets[0]!.taskSource;
    const note = format === "text" && source ? `${describeTaskSource(source)}\n\n` : "";
    io.stdout.write(format === "json" ? json(snippets) : `${note}${formatSnippets(snippets)}`);
    return EXIT.ok;
  },
};

/** What the record says about its task, for the message that no snippet exists. */
function taskWords(model: ModelRecordInput): string {
  if (model.pipeline_tag) return `task ${model.pipeline_tag}`;
  const mapping = model.inferenceProviderMapping;
  const tasks = [...new Set((Array.isArray(mapping) ? mapping : Object.values(mapping ?? {})).map((e) => e.task))];
  return tasks.length ? `no pipeline_tag; inferenceProviderMapping names ${tasks.join(", ")}` : "no pipeline_tag and no inferenceProviderMapping";
}

/** The endpoint goes into code people run: it must be an http(s) URL, not any text. */
function checkEndpointUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new CliError(EXIT.usage, `--endpoint-url expects an http(s) URL, e.g. https://my-endpoint.endpoints.huggingface.cloud, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * `items` joined by commas in lines of at most 88 characters: the first starts at column `start`,
 * the others at column `indent`.
 */
function wrapList(items: readonly string[], indent: number, start: number): string {
  const lines: string[] = [];
  let line = "";
  for (const item of items.map((name, i) => (i < items.length - 1 ? `${name},` : name))) {
    if (line && (lines.length ? indent : start) + line.length + 1 + item.length > 88) {
      lines.push(line);
      line = item;
    } else line = line ? `${line} ${item}` : item;
  }
  return [...lines, line].join(`\n${" ".repeat(indent)}`);
}
