/**
 * The chat modes beyond plain chat (tools, structured output, the Responses API) are a plugin,
 * `chatModes` from `model-atlas/chat-modes`. With it `model-atlas/inference` gives exactly the
 * root entry's snippets for every mode; without it a mode request is refused with the field and
 * the import to add, while plain chat is unchanged. The root entry always has the modes, and
 * `/inference` alone bundles none of their code or templates.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chatModes as rootChatModes, getInferenceSnippets as getAll, type Snippet, type SnippetRequest } from "../../engine/index.js";
import { chatModes } from "../../engine/entries/chat-modes.js";
import { BUILT_IN_LANGUAGES, getInferenceSnippets } from "../../engine/entries/inference.js";
import { go, goChatModes } from "../../engine/entries/languages-go.js";
import { httpie, httpieChatModes } from "../../engine/entries/languages-httpie.js";
import type { ChatModes } from "../../engine/inference/contract/plugin-contract.js";
import { bundledSources } from "../../scripts/package/bundle-size.js";
import { CHAT_CASES, STOCK_TOOL } from "./chat/cases.js";
import { CASES } from "./cases.js";

const only = (snippets: Snippet[], languages: readonly string[]) => snippets.filter((s) => languages.includes(s.language) && s.client !== "httpie");
const llm = { id: "acme/model-x", pipeline_tag: "text-generation", tags: ["conversational"] };
/** A request asks for a mode when it sets one of these (the chat cases' other requests are plain chat). */
const isModeRequest = (r: SnippetRequest) => r.tools !== undefined || r.tool_choice !== undefined || r.response_format !== undefined || r.api === "responses";
const MODE_CASES = CHAT_CASES.filter((c) => isModeRequest(c.request));
const PLAIN_CASES = [...CHAT_CASES.filter((c) => !isModeRequest(c.request)), ...CASES];
const errorOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error");
};

describe("the chat-modes plugin", () => {
  it("covers every mode: tools, structured output and the Responses API, each with and without streaming", () => {
    const modes = new Set(MODE_CASES.map((c) => c.name.split("/")[0]));
    expect([...modes].sort()).toEqual(["images", "responses", "structured", "tools"]);
    expect(MODE_CASES.some((c) => c.request.streaming)).toBe(true);
    // The root entry exports the same plugin object.
    expect(rootChatModes).toBe(chatModes);
  });

  it("with it, /inference gives the root entry's snippets for every mode request, in python, js and sh", () => {
    for (const c of MODE_CASES) {
      const snippets = getInferenceSnippets(c.model, c.request, { chatModes });
      expect(snippets.length, c.name).toBeGreaterThan(0);
      expect(snippets, c.name).toEqual(only(getAll(c.model, c.request), BUILT_IN_LANGUAGES));
      expect(new Set(snippets.map((s) => s.language)), c.name).toEqual(new Set(["python", "js", "sh"]));
    }
  });

  it("with language and client packs and their chat-mode packs too, every mode is the root entry's; without the pack, a mode request names it", () => {
    for (const c of MODE_CASES) {
      const snippets = getInferenceSnippets(c.model, c.request, { chatModes, languages: [go, goChatModes, httpie, httpieChatModes] });
      expect(snippets, c.name).toEqual(getAll(c.model, c.request).filter((s) => [...BUILT_IN_LANGUAGES, "go"].includes(s.language)));
      expect(getInferenceSnippets(c.model, c.request, { chatModes, languages: [go, goChatModes], language: "go" }), c.name).toEqual(
        getAll(c.model, c.request).filter((s) => s.language === "go"),
      );
      expect(() => getInferenceSnippets(c.model, c.request, { chatModes, languages: [go] }), c.name).toThrow(
        /import \{ go, goChatModes \} from "model-atlas\/languages\/go"/,
      );
    }
  });

  it("plain chat is the same with and without it, and the root entry's", () => {
    for (const c of PLAIN_CASES) {
      const without = getInferenceSnippets(c.model, c.request);
      expect(getInferenceSnippets(c.model, c.request, { chatModes }), c.name).toEqual(without);
      expect(without, c.name).toEqual(only(getAll(c.model, c.request), BUILT_IN_LANGUAGES));
    }
  });

  it.each([
    ["tools", { tools: true }, "tool calling"],
    ["tools", { tools: [STOCK_TOOL] }, "tool calling"],
    ["tool_choice", { tool_choice: "required" }, "tool calling"],
    ["response_format", { response_format: { type: "json_object" } }, "structured output"],
    ["api", { api: "responses" }, "the Responses API"],
  ] as const)("without it, a request with %s is refused with the field and the import to add", (field, request, mode) => {
    const message = errorOf(() => getInferenceSnippets(llm, request as SnippetRequest));
    expect(message).toBe(
      `${field}: snippet request: ${field} asks for ${mode}, a chat mode of the chat-modes plugin, which was not given; ` +
        'import { chatModes } from "model-atlas/chat-modes" and pass getInferenceSnippets(model, request, { chatModes })',
    );
    // The same for any language: the mode logic is the plugin's, not a language's.
    expect(errorOf(() => getInferenceSnippets(llm, request as SnippetRequest, { languages: [go], language: "go" }))).toBe(message);
    // Also on a model without chat: the field asks for a mode whatever the model.
    expect(errorOf(() => getInferenceSnippets({ id: "a/b", pipeline_tag: "text-classification" }, request as SnippetRequest))).toBe(message);
  });
});

describe("the chat-modes plugin: refusals and caches", () => {
  it('without it, names every mode field of the request, one line each; api: "chat-completions" is plain chat', () => {
    const message = errorOf(() => getInferenceSnippets(llm, { tools: true, tool_choice: "auto", api: "responses" }));
    expect(message.split("\n").map((line) => line.split(":")[0])).toEqual(["tools", "tool_choice", "api"]);
    expect(getInferenceSnippets(llm, { api: "chat-completions" })).toEqual(getInferenceSnippets(llm, {}));
  });

  it("with it, bad mode combinations are still reported with their field, and validation stays in /inference", () => {
    expect(errorOf(() => getInferenceSnippets(llm, { tool_choice: "required" }, { chatModes }))).toBe(
      "tool_choice: snippet request: tool_choice needs tools; add tools (or tools: true for the sample)",
    );
    expect(errorOf(() => getInferenceSnippets(llm, { tools: true, response_format: true }, { chatModes }))).toContain(
      "response_format: snippet request: give tools or response_format, not both",
    );
    expect(errorOf(() => getInferenceSnippets({ id: "a/b", pipeline_tag: "fill-mask" }, { tools: true }, { chatModes }))).toContain(
      "tools: snippet request: tools applies to chat models only",
    );
    // Malformed values are the request checker's, reported with or without the plugin.
    const bad = { tools: [{ type: "function", function: { description: "no name" } }] } as unknown as SnippetRequest;
    expect(errorOf(() => getInferenceSnippets(llm, bad))).toContain("tools.0.function.name");
    expect(errorOf(() => getInferenceSnippets(llm, bad, { chatModes }))).toContain("tools.0.function.name");
  });

  it.each([
    ["true", true, "boolean true"],
    ["a string", "chat-modes", 'string "chat-modes"'],
    ["an empty object", {}, "an object"],
    ["a language plugin", go, "an object"],
    ["the plugin without a hook", { ...chatModes, extend: undefined }, "an object"],
    ["null", null, "null"],
  ])("refuses %s as chatModes, saying what to pass", (_name, value, shown) => {
    expect(errorOf(() => getInferenceSnippets(llm, {}, { chatModes: value as unknown as ChatModes }))).toBe(
      `options.chatModes: inference options: expected the chat-modes plugin, not ${shown}: import { chatModes } from "model-atlas/chat-modes" and pass getInferenceSnippets(model, request, { chatModes })`,
    );
  });

  it("never shares a cached result between calls with and without it", () => {
    // A plugin of the same shape whose python requests chat template prints a marker: a result
    // cached by one kind of call would show up (or go missing) in the other.
    const marked: ChatModes = { ...chatModes, extend: (plugin) => withMarker(chatModes.extend(plugin)) };
    const marker = (snippets: Snippet[]) => snippets.find((s) => s.language === "python" && s.client === "requests")?.content;
    for (const request of [{}, { provider: "together" }, { streaming: true }] as SnippetRequest[]) {
      const plain = getInferenceSnippets(llm, request);
      expect(marker(plain)).not.toBe("MARKED");
      expect(marker(getInferenceSnippets(llm, request, { chatModes: marked }))).toBe("MARKED");
      expect(getInferenceSnippets(llm, request)).toEqual(plain);
      expect(getInferenceSnippets(llm, request, { chatModes })).toEqual(plain);
      expect(marker(getInferenceSnippets(llm, request, { chatModes: marked }))).toBe("MARKED");
    }
    // A mode request answered with the plugin is not served from a cache without it.
    const tools = getInferenceSnippets(llm, { tools: true }, { chatModes });
    expect(tools.length).toBeGreaterThan(0);
    expect(() => getInferenceSnippets(llm, { tools: true })).toThrow("tools asks for tool calling");
    expect(getInferenceSnippets(llm, { tools: true }, { chatModes })).toEqual(tools);
  });

  it("/inference alone bundles none of the modes' code and templates; /chat-modes bundles them", async () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const MODE_FILES = [
      "inference/chat/plugin.ts",
      "inference/chat/mode.ts",
      "inference/chat/mode-call.ts",
      "inference/chat/responses.ts",
      "inference/chat/samples.ts",
      "generated/inference-templates/chat-modes.ts",
    ];
    const named = (files: string[]) => MODE_FILES.filter((m) => files.some((f) => f.split("\\").join("/").endsWith(`engine/${m}`)));
    expect(named(await bundledSources("./engine/entries/inference.ts", root))).toEqual([]);
    expect(named(await bundledSources("./engine/entries/chat-modes.ts", root))).toEqual(MODE_FILES);
  });
});

/** `plugin` with python's requests chat templates printing "MARKED". */
function withMarker(plugin: ReturnType<ChatModes["extend"]>): ReturnType<ChatModes["extend"]> {
  if (plugin.module.id !== "python") return plugin;
  const templates = { ...plugin.templates, "python/requests/conversational": () => "MARKED", "python/requests/conversationalStream": () => "MARKED" };
  return { ...plugin, templates };
}
