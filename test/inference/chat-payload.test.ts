/**
 * The raw chat-mode templates keep the payload in a variable: each raw-HTTP target hands it over
 * as data (`RequestCode.chat`, engine/inference/contract/http-target.ts), printed by the core from the
 * same value as the request's body. Here, through the real targets: the chat payload is the
 * language's literal of the body, the file reads come before it, and the request sends that
 * same literal.
 */
import { describe, expect, it } from "vitest";
import { literalWith } from "../../engine/inference/code/code.js";
import type { HttpRequestSpec } from "../../engine/inference/call/http-request.js";
import type { LanguagePlugin } from "../../engine/inference/contract/plugin-contract.js";
import { EncodedFile, FileInput, type BodyValue } from "../../engine/inference/providers/types.js";
import { fileExpr, rawCode, replaceFiles } from "../../engine/inference/code/raw-code.js";
import { goPlugin } from "../../engine/languages/go/plugin.js";
import { httpiePlugin } from "../../engine/languages/httpie/plugin.js";
import { sh } from "../../engine/languages/sh/literals.js";
import { javaPlugin } from "../../engine/languages/java/plugin.js";
import { jsPlugin } from "../../engine/languages/js/plugin.js";
import { pythonPlugin } from "../../engine/languages/python/plugin.js";

const image = new EncodedFile(new FileInput("cat.png", "image/png"), "dataUrl");

const plan: HttpRequestSpec = {
  url: "https://router.example/v1/chat/completions",
  auth: { header: "Authorization", prefix: "Bearer" },
  headers: {},
  body: {
    kind: "json",
    json: { model: "acme/x", messages: [{ role: "user", content: [{ type: "image_url", image_url: { url: image } }] }], stream: false },
  },
  response: { kind: "json" },
} as HttpRequestSpec;

const token = { envVar: "HF_TOKEN" };

/** The client of each plugin whose chat templates read `code.payload`, and the level its payload is printed at. */
const CASES: [string, LanguagePlugin, string, number][] = [
  ["python", pythonPlugin, "requests", 0],
  ["js", jsPlugin, "fetch", 0],
  ["go", goPlugin, "net-http", 1],
  ["java", javaPlugin, "java-net-http", 2],
];

describe("the chat payload of the raw-HTTP targets", () => {
  for (const [name, plugin, client, level] of CASES) {
    it(`${name}: the body's literal, after the file reads, as the request sends it`, () => {
      const lang = plugin.module;
      const code = rawCode(plugin.http[client]!, lang, plan, token, true);
      const chat = code.chat!();
      const body = (plan.body as { json: BodyValue }).json;
      expect(chat.payload).toBe(
        literalWith(
          lang,
          replaceFiles(body, (f) => fileExpr(lang, f, () => "cat_b64")),
          level,
        ),
      );
      expect(chat.payloadPrepare).toBe(code.prepare.slice(0, chat.payloadPrepare.length));
      expect(chat.payloadPrepare).toMatch(/cat_b64.*cat\.png|cat\.png[\s\S]*cat_b64/);
      // JS sends the literal a level deeper, inside JSON.stringify(…).
      if (name !== "js") expect(`${code.prepare}${code.body}`).toContain(chat.payload);
    });
  }

  it("a chat call's payload is not printed until a template reads it", () => {
    const code = rawCode(goPlugin.http["net-http"]!, goPlugin.module, plan, token, false);
    expect(code.chat).toBeUndefined();
  });

  it("httpie: a body holding files is the word assigned to $payload, after the file reads", () => {
    const code = rawCode(httpiePlugin.http.httpie!, sh, plan, token, true);
    const chat = code.chat!();
    expect(code.prepare).toBe(`${chat.payloadPrepare}\npayload=${chat.payload}\n`);
    expect(chat.payload).toContain(`"data:image/png;base64,'"$cat_b64"'"`);
    expect(code.innerHeaders).toBe(code.headers.replace(/^(?=.)/gm, "    "));
  });
});
