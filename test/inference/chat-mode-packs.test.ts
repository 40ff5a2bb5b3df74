/**
 * The chat-mode templates of Go, Ruby, PHP, Java and HTTPie come in packs (`goChatModes`, …,
 * engine/languages/<name>-chat-modes.ts) apart from their plugins: `model-atlas/inference` with
 * each plugin, its pack and `chatModes` gives the root entry's snippets; a mode request with a
 * plugin but not its pack fails naming the pack; a bundle of a plugin alone carries no mode
 * template, and the registry writes them to their own modules.
 */
import path from "node:path";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets as allSnippets } from "../../engine/index.js";
import { chatModes } from "../../engine/inference/chat/plugin.js";
import { getInferenceSnippets } from "../../engine/languages/core-snippets.js";
import { goChatModes } from "../../engine/languages/go/chat-modes.js";
import { goPlugin } from "../../engine/languages/go/plugin.js";
import { httpieChatModes } from "../../engine/languages/httpie/chat-modes.js";
import { httpiePlugin } from "../../engine/languages/httpie/plugin.js";
import { javaChatModes } from "../../engine/languages/java/chat-modes.js";
import { javaPlugin } from "../../engine/languages/java/plugin.js";
import { phpChatModes } from "../../engine/languages/php/chat-modes.js";
import { phpPlugin } from "../../engine/languages/php/plugin.js";
import { rubyChatModes } from "../../engine/languages/ruby/chat-modes.js";
import { rubyPlugin } from "../../engine/languages/ruby/plugin.js";
import { CHAT_CASES } from "./chat/cases.js";
import { templateModuleKeys } from "../support/template-modules.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };
const ALL = [goPlugin, goChatModes, rubyPlugin, rubyChatModes, phpPlugin, phpChatModes, javaPlugin, javaChatModes, httpiePlugin, httpieChatModes];

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
}

async function bundle(contents: string): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

describe("chat-mode packs of the plugin languages", () => {
  it("with every plugin, its pack and chatModes, model-atlas/inference gives the root entry's snippets for every case", () => {
    for (const c of CHAT_CASES) {
      expect(getInferenceSnippets(c.model, c.request, { languages: ALL, chatModes }), c.name).toEqual(allSnippets(c.model, c.request));
    }
  });

  it("a mode request with a plugin but not its pack fails naming the pack; plain chat does not need it", () => {
    expect(errorOf(() => getInferenceSnippets(llm, { tools: true }, { languages: [goPlugin], chatModes }))).toMatch(
      /the go plugin was given without its chat-mode templates.*import \{ go, goChatModes \} from "model-atlas\/languages\/go"/,
    );
    expect(errorOf(() => getInferenceSnippets(llm, { api: "responses" }, { languages: [goPlugin, goChatModes, httpiePlugin], chatModes }))).toMatch(
      /httpieChatModes.*"model-atlas\/languages\/httpie"/,
    );
    expect(getInferenceSnippets(llm, {}, { languages: [goPlugin, httpiePlugin], chatModes }).map((s) => s.client)).toContain("net-http");
    // The pack's own checks: it needs its language, and is given once.
    expect(errorOf(() => getInferenceSnippets(llm, {}, { languages: [rubyChatModes] }))).toMatch(/the chat-mode pack rubyChatModes extends "ruby"/);
    expect(errorOf(() => getInferenceSnippets(llm, {}, { languages: [rubyPlugin, rubyChatModes, rubyChatModes] }))).toMatch(/rubyChatModes is given twice/);
  });

  it("the registry writes a plugin language's mode templates and the partials only they use to <module>-chat-modes", () => {
    const modules = templateModuleKeys({
      "templates/go/net-http/conversational.hbs": "{{> shared}}\n",
      "templates/go/net-http/chatTools.hbs": "{{> shared}}\n{{> mode-only}}\n",
      "templates/go/_partials/shared.hbs": "a\n",
      "templates/go/_partials/mode-only.hbs": "b\n",
      "templates/sh/httpie/responses.hbs": "{{> httpie-mode}}\n",
      "templates/sh/_partials/httpie-mode.hbs": "c\n",
      "templates/sh/curl/responses.hbs": "d\n",
    });
    expect(modules.go).toEqual(["go/_partials/shared", "go/net-http/conversational"]);
    expect(modules["go-chat-modes"]).toEqual(["go/_partials/mode-only", "go/net-http/chatTools"]);
    expect(modules["httpie-chat-modes"]).toEqual(["sh/_partials/httpie-mode", "sh/httpie/responses"]);
    expect(modules["chat-modes"]).toEqual(["sh/curl/responses"]);
  });

  it("a bundle of a plugin without its pack carries no mode template; with the pack it does", async () => {
    for (const name of ["go", "ruby", "php", "java", "httpie"]) {
      const language = name === "httpie" ? "sh/httpie" : name;
      const without = await bundle(`export { ${name} } from "./engine/entries/languages-${name}.ts";`);
      const withPack = await bundle(`export { ${name}, ${name}ChatModes } from "./engine/entries/languages-${name}.ts";`);
      expect(without, name).toContain(`${language}/`);
      expect(without, name).not.toMatch(/\/(chatTools|chatStructured|responses)/);
      expect(withPack, name).toMatch(new RegExp(`${language}/(?:[\\w.-]+/)?chatToolsStream`));
    }
  });
});
