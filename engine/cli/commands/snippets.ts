/** `model-atlas snippets <model>`: copy-paste code that calls the model through a provider. */
import { getInferenceSnippets } from "../../index.js";
import type { Snippet, SnippetRequest } from "../../schema/snippet.js";
import { askProvider, noCodeFor, noCodeSentence, planModel } from "../../plan/index.js";
import { reportPlan, reportSnippetWarnings } from "../notes.js";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, expectPositionals, hubClientOptions, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { FORMATS, json } from "../format.js";
import { CliError } from "../io.js";
import { loadModel } from "../model-source.js";
import { checkClient, checkLanguage, clientIds } from "../snippet-options.js";
import { LANGUAGES } from "../../schema/snippet.js";
import { endpointUrlProblem } from "../../schema/endpoint-url.js";
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
  inputs: { type: "string" },
  direct: { type: "boolean" },
  "unmapped-provider": { type: "boolean" },
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
  --inputs <text>        send this input instead of the sample (JSON for a task whose input
                         is an object, such as table-question-answering)
  --direct               call the provider's own API with its own key, not through the router
  --unmapped-provider    write code for a --provider the record's mapping does not list
                         (refused otherwise); the provider's id for the model is then a guess
  --format <f>           text (default: one snippet is printed as its code alone, several
                         each under a '==> language/client <==' header) or json

Notes (where the task came from, the mapping) and warnings go to stderr, so stdout holds
only the code: model-atlas snippets <model> -l python -c requests > call.py runs.

${CHAT_OPTIONS_HELP}

${HUB_OPTIONS_HELP}

Examples:
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct --provider together --language python --streaming
  model-atlas snippets ./model.json --provider hf-inference --client curl --bill-to my-org
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct --tools tools.json --streaming -c openai
  curl -s 'https://huggingface.co/api/models/gpt2?expand[]=pipeline_tag' | model-atlas snippets - --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("snippets", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("snippets", positionals, ["model"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const provider = values.provider ?? "auto";
    const language = values.language === undefined ? undefined : checkLanguage(values.language);
    const client = values.client === undefined ? undefined : checkClient(values.client, language);

    const request: SnippetRequest = { provider };
    if (values.streaming) request.streaming = true;
    if (values.direct) request.directRequest = true;
    if (values["bill-to"] !== undefined) request.billTo = values["bill-to"];
    if (values["endpoint-url"] !== undefined) request.endpointUrl = checkEndpointUrl(values["endpoint-url"]);
    if (values.inputs !== undefined) request.inputs = values.inputs;
    Object.assign(request, await chatRequestOptions(values, io));

    const model = await loadModel(positionals[0]!, io, hubClientOptions(values, io));
    const plan = planModel(model);
    // A custom endpoint is called instead of any provider: the mapping has no say then.
    const ask =
      request.endpointUrl === undefined
        ? askProvider(plan, provider, values["unmapped-provider"] === true, "--unmapped-provider")
        : { ok: true as const, warnings: [] };
    // Provider auto with a mapping that leaves none callable is the model's outcome, not the caller's mistake.
    const noneCallable = !ask.ok && ask.refusal === "none-callable";
    if (!ask.ok && !noneCallable) throw new CliError(EXIT.usage, ask.message);
    const all = noneCallable ? [] : getInferenceSnippets(model, request);
    const snippets = all.filter((s) => (!language || s.language === language) && (!client || s.client === client));
    reportPlan(io, plan, ask.ok ? ask.warnings : []);
    reportSnippetWarnings(io, snippets);
    if (snippets.length === 0) {
      // No code is an answer (get_snippets gives it as data), with the plan's reason and an exit code of its own.
      const noCode = noCodeFor(plan, provider, { offered: all.length, endpointUrl: request.endpointUrl });
      if (!noCode) throw new CliError(EXIT.input, notOffered([language, client].filter(Boolean).join("/"), provider, all));
      io.stderr.write(`${noCodeSentence(noCode)}\n`);
      if (format === "json") io.stdout.write(json({ plan, snippets: [], noCode }));
      return EXIT.noCode;
    }
    io.stdout.write(format === "json" ? json(snippets) : snippets.length === 1 ? codeOnly(snippets[0]!.content) : formatSnippets(snippets));
    return EXIT.ok;
  },
};

/** One snippet is printed as its code alone, so `> call.py` writes a program. */
const codeOnly = (code: string) => (code.endsWith("\n") ? code : `${code}\n`);

/** The language or client asked for is not among the model's code: what is. */
function notOffered(asked: string, provider: string, all: readonly Snippet[]): string {
  return `No snippet for ${asked} with provider ${provider}; available: ${[...new Set(all.map((s) => `${s.language}/${s.client}`))].join(", ")}`;
}

/** The endpoint goes into code people run: the engine's own rule (engine/schema/endpoint-url.ts), said as a usage error. */
function checkEndpointUrl(value: string): string {
  const problem = endpointUrlProblem(value);
  if (problem) throw new CliError(EXIT.usage, `--endpoint-url: ${problem}`);
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
