/**
 * `modesForLanguage` / `languagesWithMode` (engine/inference/chat/mode-table.ts) say which chat
 * modes each language and client offers, from the table the registry derives from the template
 * names: it must match what `getInferenceSnippets` offers for each mode, and follow the templates.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, languagesWithMode, modesForLanguage, type SnippetRequest } from "../../engine/index.js";
import { buildRegistry } from "../../scripts/registry/build.js";

const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };
const REQUESTS: Record<"chat" | "tools" | "structured" | "responses", SnippetRequest> = {
  chat: {},
  tools: { tools: true },
  structured: { response_format: true },
  responses: { api: "responses" },
};
const LANGUAGES = ["python", "js", "sh", "go", "ruby", "php", "java"];

describe("the chat modes of each language", () => {
  it("go, ruby, php, java and HTTPie offer every mode, streamed too; the hub SDKs have no Responses call", () => {
    const all = ["chat", "tools", "structured", "responses"];
    for (const language of ["go", "ruby", "php", "java"])
      expect(
        modesForLanguage(language).map((c) => [c.modes, c.streaming]),
        language,
      ).toEqual([[all, all]]);
    expect(modesForLanguage("sh").map((c) => c.client)).toEqual(["curl", "httpie"]);
    expect(modesForLanguage("python").find((c) => c.client === "huggingface_hub")!.modes).toEqual(["chat", "tools", "structured"]);
    expect(languagesWithMode("responses").sort()).toEqual([...LANGUAGES].sort());
    expect(modesForLanguage("cobol")).toEqual([]);
  });

  it("says exactly which clients getInferenceSnippets offers for each mode, streamed or not", () => {
    for (const [mode, request] of Object.entries(REQUESTS)) {
      for (const streaming of [false, true]) {
        const offered = getInferenceSnippets(llm, { ...request, streaming })
          .map((s) => `${s.language}/${s.client}`)
          .sort();
        const listed = LANGUAGES.flatMap((l) =>
          modesForLanguage(l)
            .filter((c) => (streaming ? c.streaming : c.modes).includes(mode as never))
            .map((c) => `${l}/${c.client}`),
        ).sort();
        expect(listed, `${mode}${streaming ? " (streaming)" : ""}`).toEqual(offered);
      }
    }
  });

  it("is derived from the template names by the registry", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-mode-table-"));
    try {
      fs.mkdirSync(path.join(root, "libraries"));
      const files = [
        "go/net-http/conversational",
        "go/net-http/chatTools",
        "go/net-http/chatToolsStream",
        "go/net-http/basic",
        "sh/curl/responses",
        "sh/curl/textToImage",
      ];
      for (const f of files) {
        fs.mkdirSync(path.dirname(path.join(root, "templates", f)), { recursive: true });
        fs.writeFileSync(path.join(root, "templates", `${f}.hbs`), "x\n");
      }
      const { files: out, problems } = buildRegistry(root);
      expect(problems).toEqual([]);
      const table = out.find((f) => f.path === "engine/generated/chat-mode-table.ts")!.content;
      expect(table).toContain('"go/net-http": {"chat":{"streaming":false},"tools":{"streaming":true}},');
      expect(table).toContain('"sh/curl": {"responses":{"streaming":false}},');
      expect(table.match(/^ {2}"/gm)).toHaveLength(2);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
