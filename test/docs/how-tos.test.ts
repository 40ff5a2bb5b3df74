/**
 * The how-tos of docs/extending.md, done the way the document says in a throwaway copy of the
 * project (engine, registry compiler, libraries, tasks, templates): add a library with
 * `new-library`, a local app folder, a provider definition, a language plugin and a chat mode,
 * run the copy's own `npm run registry`, then load the copy's engine (and the viewer's mode list)
 * and check that each one appears.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

type Engine = typeof import("../../engine/index.js");
type ViewerModes = typeof import("../../viewer/src/snippets/chat-mode.js");
type ToolListings = typeof import("../../engine/generated/tools.js");
type Cards = typeof import("../../engine/entries/cards.js");
type Inference = typeof import("../../engine/entries/inference.js");

let copy: string;
let engine: Engine;
let registryOutput: string;
let viewerModes: ViewerModes;
let tools: ToolListings;
let cards: Cards;
let inference: Inference;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.writeFileSync(path.join(copy, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(copy, file), "utf8");
/** Replaces `from` (which must occur) in a file of the copy. */
const edit = (file: string, from: string | RegExp, to: string) => {
  const text = read(file);
  expect(text).toMatch(from);
  write(file, text.replace(from, to));
};

/** Runs one of the copy's scripts as `npm run <script>` does (tsx), in the copy. */
function script(file: string, ...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ["--import", "tsx", file, ...args], { cwd: copy, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** "Adding a library": `npm run new-library -- <id>`, then the fields, then a snippet. */
function addLibrary(): void {
  const created = script("scripts/new-library.ts", "acme-vision");
  expect(created).toEqual({ status: 0, output: "Created libraries/acme-vision.yaml. Edit it, then run `npm run registry`.\n" });
  const file = "libraries/acme-vision.yaml";
  edit(file, /^prettyLabel: .*$/m, "prettyLabel: Acme Vision");
  edit(file, /^repoName: .*$/m, "repoName: acme-vision");
  edit(file, /^repoUrl: .*$/m, "repoUrl: https://github.com/acme/acme-vision");
  edit(file, /^# docsUrl: .*$/m, "docsUrl: https://acme.example/docs");
  edit(file, /^filter: .*$/m, "filter: true");
  edit(file, /^# countDownloads: .*$/m, `countDownloads: 'path_extension:"acme"'`);
  edit(file, /^# pipelineTags:\n(# .*\n)*?(?=# Optional: usage)/m, "pipelineTags:\n  - image-classification\n");
  write(file, `${read(file)}snippets:\n  - language: python\n    template: |-\n      import acme_vision\n\n      model = acme_vision.load({{str model.id}})\n`);
}

/** "Adding a local app": a folder with app.yaml and its template. */
function addLocalApp(): void {
  write(
    "templates/local-apps/acme-runner/app.yaml",
    [
      "id: acme-runner",
      "prettyLabel: Acme Runner",
      "docsUrl: https://acme.example/runner",
      "mainTask: text-generation",
      "offerWhen: [llama-cpp-gguf]",
      "checkedAgainst:",
      "  - https://acme.example/runner/cli",
      "snippets:",
      "  - title: Run the model",
      "    content: run",
      "",
    ].join("\n"),
  );
  write("templates/local-apps/acme-runner/run.hbs", "acme-runner pull {{str ref}}\n");
}

/** "Adding a provider": a definition file, then its entry in DEFINITIONS. */
function addProvider(): void {
  write(
    "engine/inference/providers/acme-cloud.ts",
    [
      "/** Acme Cloud: OpenAI-compatible chat. Key variable: ACME_API_KEY (a made-up provider of the docs test). */",
      'import { openAIChat } from "./common.js";',
      'import { BEARER, defineProvider, routerBase } from "./types.js";',
      "",
      "export const acmeCloud = defineProvider({",
      '  id: "acme-cloud",',
      '  routedBaseUrl: routerBase("acme-cloud"),',
      '  directBaseUrl: "https://api.acme.example",',
      '  keyEnvVar: "ACME_API_KEY",',
      "  directAuth: BEARER,",
      '  tasks: () => ({ conversational: openAIChat("/v1/chat/completions") }),',
      "});",
      "",
    ].join("\n"),
  );
  const index = "engine/inference/providers/index.ts";
  edit(index, /^(import type { ProviderDefinition } from "\.\/types\.js";)$/m, 'import { acmeCloud } from "./acme-cloud.js";\n$1');
  edit(index, /^const DEFINITIONS: ProviderDefinition\[\] = \[\n/m, "const DEFINITIONS: ProviderDefinition[] = [\n  acmeCloud,\n");
}

/**
 * "Adding a language": Crystal, whose syntax is close to Ruby's, so its module, HTTP target and
 * templates start as copies of Ruby's (the document's files, with the id changed).
 */
function addLanguage(): void {
  edit("engine/schema/snippet.ts", /"java"\] as const;/, '"java", "crystal"] as const;');
  write(
    "engine/languages/crystal/literals.ts",
    read("engine/languages/ruby/literals.ts")
      .replace('id: "ruby"', 'id: "crystal"')
      .replace(/extension: "[^"]*"/, 'extension: "cr"'),
  );
  write("engine/languages/crystal/http.ts", read("engine/languages/ruby/http.ts"));
  write(
    "engine/languages/crystal/plugin.ts",
    [
      'import { TEMPLATE_DATA } from "../../generated/inference-templates/crystal.js";',
      'import { lazyTemplates } from "../../template-runtime/template-data.js";',
      'import type { LanguagePlugin } from "../../inference/contract/plugin-contract.js";',
      'import { ruby as crystal, rubyRequires } from "./literals.js";',
      'import { rubyTarget } from "./http.js";',
      "",
      "const templates = lazyTemplates(TEMPLATE_DATA);",
      "",
      "export const crystalPlugin: LanguagePlugin = {",
      "  module: crystal,",
      '  label: "Crystal",',
      '  clients: ["net-http"],',
      '  http: { "net-http": rubyTarget(crystal) },',
      "  imports: rubyRequires,",
      "  get templates() {",
      "    return templates();",
      "  },",
      "};",
      "",
    ].join("\n"),
  );
  const plugins = "engine/languages/plugins.ts";
  edit(plugins, /^(import { rubyPlugin } from "\.\/ruby\/plugin\.js";)$/m, '$1\nimport { crystalPlugin } from "./crystal/plugin.js";');
  edit(plugins, /^( {2}java: .*,)$/m, "$1\n  crystal: crystalPlugin,");
  fs.cpSync(path.join(copy, "templates/ruby"), path.join(copy, "templates/crystal"), { recursive: true });
}

/**
 * "Adding a chat mode": log probabilities, asked for by a new request field `logprobs`, sent in
 * the body, with one template (python requests, not streamed).
 */
function addChatMode(): void {
  edit("engine/schema/snippet.ts", /^(\s*)(reasoning_effort\?: .*)$/m, "$1$2\n$1logprobs?: boolean | undefined;");
  edit("engine/schema/chat-request.ts", /^(\s*)(reasoning_effort: optional\(.*)$/m, "$1$2\n$1logprobs: optional(boolean()),");
  edit(
    "engine/inference/chat/mode-definitions.ts",
    /^\] as const satisfies readonly ChatModeDefinition\[\];$/m,
    [
      "  {",
      '    id: "logprobs",',
      '    label: "Log probabilities",',
      '    tabLabel: "Logprobs",',
      '    description: "the reply with the log probability of each token",',
      '    name: "log probabilities",',
      "    request: { logprobs: true },",
      "    selects: (request) => request.logprobs === true,",
      '    fields: { logprobs: set("logprobs") },',
      '    template: "chatLogprobs",',
      "  },",
      "] as const satisfies readonly ChatModeDefinition[];",
    ].join("\n"),
  );
  edit("engine/inference/chat/plugin.ts", /^(\s*)(return extra;)$/m, "$1if (request.logprobs) extra.logprobs = true;\n$1$2");
  write(
    "templates/python/requests/chatLogprobs.hbs",
    [
      "# Sends the chat messages and prints each token of the reply with its log probability.",
      "{{> requests-chat-setup}}",
      "",
      "payload = {{code.payload}}",
      "response = requests.post(API_URL, headers=headers, json=payload)",
      "response.raise_for_status()",
      'for token in response.json()["choices"][0]["logprobs"]["content"]:',
      '    print(token["token"], token["logprob"])',
      "",
    ].join("\n"),
  );
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-docs-howto-"));
  for (const dir of ["engine", "libraries", "tasks", "templates", "scripts/registry"])
    fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
  for (const file of ["scripts/new-library.ts", "scripts/build-registry.ts", "package.json", "tsconfig.json"])
    fs.cpSync(path.join(ROOT, file), path.join(copy, file));
  fs.cpSync(path.join(ROOT, "viewer/src/snippets/chat-mode.ts"), path.join(copy, "viewer/src/snippets/chat-mode.ts"));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");

  addLibrary();
  addLocalApp();
  addProvider();
  addLanguage();
  addChatMode();

  // `npm run registry`, the copy's own.
  const registry = script("scripts/build-registry.ts");
  registryOutput = registry.output;
  expect(registry.status, registryOutput).toBe(0);
  engine = (await import(pathToFileURL(path.join(copy, "engine/index.ts")).href)) as Engine;
  viewerModes = (await import(pathToFileURL(path.join(copy, "viewer/src/snippets/chat-mode.ts")).href)) as ViewerModes;
  const load = (file: string) => import(pathToFileURL(path.join(copy, file)).href);
  tools = (await load("engine/generated/tools.ts")) as ToolListings;
  cards = (await load("engine/entries/cards.ts")) as Cards;
  inference = (await load("engine/entries/inference.ts")) as Inference;
}, 180_000);

afterAll(() => {
  if (copy && !process.env.KEEP_DOCS_COPY) fs.rmSync(copy, { recursive: true, force: true });
});

describe("the how-tos of docs/extending.md, done in a copy of the project", () => {
  it("adding a library: the registry has it, with its facts and its snippet", () => {
    expect(registryOutput).toContain("engine/generated/libraries.ts");
    expect(engine.getLibrary("acme-vision")).toMatchObject({
      prettyLabel: "Acme Vision",
      repoUrl: "https://github.com/acme/acme-vision",
      docsUrl: "https://acme.example/docs",
      filter: true,
      pipelineTags: ["image-classification"],
    });
    expect(engine.listLibraries({ filter: true }).map((l) => l.id)).toContain("acme-vision");
    expect(engine.countsAsDownload("acme-vision", "weights/model.acme")).toBe(true);
    const [snippet] = engine.getLibrarySnippets({ id: "acme/cat-detector", library_name: "acme-vision", pipeline_tag: "image-classification" });
    expect(snippet?.content.trimEnd()).toBe('import acme_vision\n\nmodel = acme_vision.load("acme/cat-detector")');
  });

  it("adding a local app: getLocalApps offers it", () => {
    const model = { id: "acme/tiny-llm-GGUF", pipeline_tag: "text-generation", tags: ["gguf", "conversational"], gguf: { context_length: 4096 } };
    const app = engine.getLocalApps(model).find((a) => (a.id as string) === "acme-runner");
    expect(app).toMatchObject({ label: "Acme Runner", kind: "snippet", docsUrl: "https://acme.example/runner" });
    expect(app?.snippets?.[0]).toMatchObject({ title: "Run the model" });
    expect(app?.snippets?.[0]?.content).toMatch(/^acme-runner pull 'acme\/tiny-llm-GGUF(:Q4_K_M)?'$/);
  });

  it("adding a provider: getInferenceSnippets renders its routed and direct calls", () => {
    const model = {
      id: "acme/chat-model",
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      inferenceProviderMapping: [{ provider: "acme-cloud", providerId: "acme-chat-v1", task: "conversational", status: "live" }],
    };
    expect(engine.PROVIDERS.get("acme-cloud")?.directBaseUrl).toBe("https://api.acme.example");
    const curl = engine.getInferenceSnippets(model, { provider: "acme-cloud" }).find((s) => s.client === "curl");
    expect(curl?.content).toContain("https://router.huggingface.co/v1/chat/completions");
    expect(curl?.content).toContain('"model": "acme/chat-model:acme-cloud"');
    const direct = engine.getInferenceSnippets(model, { provider: "acme-cloud", directRequest: true }).find((s) => s.client === "curl");
    expect(direct?.content).toContain("https://api.acme.example/v1/chat/completions");
    expect(direct?.content).toContain("ACME_API_KEY");
    expect(direct?.content).toContain('"model": "acme-chat-v1"');
  });

  it("adding a language: getInferenceSnippets renders it, alone or among the others", () => {
    const model = { id: "acme/chat-model", pipeline_tag: "text-generation", tags: ["conversational"] };
    const all = engine.getInferenceSnippets(model, { provider: "together" });
    expect(all.map((s) => `${s.language}/${s.client}`)).toContain("crystal/net-http");
    const crystal = engine.getInferenceSnippets(model, { provider: "together", streaming: true }).filter((s) => (s.language as string) === "crystal");
    const ruby = engine.getInferenceSnippets(model, { provider: "together", streaming: true }).filter((s) => s.language === "ruby");
    expect(crystal.map((s) => s.content)).toEqual(ruby.map((s) => s.content));
    expect(fs.readdirSync(path.join(copy, "engine/generated/inference-templates"))).toContain("crystal.ts");
  });

  it("adding a chat mode: the engine renders it, the registry files it, the card, MCP and the viewer list it", () => {
    const model = {
      id: "acme/chat-model",
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      inferenceProviderMapping: [{ provider: "together", providerId: "acme-chat", task: "conversational", status: "live" }],
    };
    const request = { provider: "together", logprobs: true } as Parameters<Engine["getInferenceSnippets"]>[1];
    // The engine: the mode's template, with the field in the body; clients without the template leave the mode out.
    const snippets = engine.getInferenceSnippets(model, request);
    expect(snippets.map((s) => `${s.language}/${s.client}`)).toEqual(["python/requests"]);
    expect(snippets[0]!.content).toContain('"logprobs": True');
    expect(snippets[0]!.content).toContain('print(token["token"], token["logprob"])');
    // The registry build: the template rides with the chat-modes plugin, and the client table has the mode.
    expect(read("engine/generated/inference-templates/chat-modes.ts")).toContain("python/requests/chatLogprobs");
    expect(read("engine/generated/inference-templates/python.ts")).not.toContain("python/requests/chatLogprobs");
    expect(engine.modesForLanguage("python").find((c) => c.client === "requests")).toMatchObject({
      modes: ["chat", "tools", "structured", "responses", "logprobs"],
      streaming: ["chat", "tools", "structured", "responses"],
    });
    expect(engine.languagesWithMode("logprobs" as never)).toEqual(["python"]);
    // The card lists it among the chat modes (asked for: a card holds them only when asked), with its label, description, request and code.
    const card = cards.getUsageCard(model, { languages: ["python"], modes: true });
    const mode = card.chatModes.find((m) => (m.id as string) === "logprobs");
    expect(mode).toMatchObject({ label: "Log probabilities", description: "the reply with the log probability of each token" });
    expect(mode?.request?.body).toMatchObject({ kind: "json", json: { logprobs: true } });
    expect(mode?.snippets.map((s) => s.client)).toEqual(["requests"]);
    // The MCP get_snippets tool and the viewer's Mode control offer it.
    const getSnippets = tools.TOOL_LISTINGS.find((t) => t.name === "get_snippets")!;
    expect((getSnippets.inputSchema.properties as { mode: { enum: string[] } }).mode.enum).toContain("logprobs");
    expect(viewerModes.CHAT_MODES.at(-1)).toEqual({ value: "logprobs", label: "Logprobs" });
    expect(viewerModes.chatModeRequest("logprobs" as never, false)).toEqual({ logprobs: true });
    // Without the chat-modes plugin the field is refused, naming the mode.
    expect(() => inference.getInferenceSnippets(model, request)).toThrow(
      "logprobs: snippet request: logprobs asks for log probabilities, a chat mode of the chat-modes plugin, which was not given",
    );
  });
});
