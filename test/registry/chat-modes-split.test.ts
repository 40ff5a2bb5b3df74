/**
 * The registry writes the built-in languages' (python, js, sh) chat-mode templates, and the
 * partials only they use, to inference-templates/chat-modes.ts, the chat-modes plugin's module;
 * plain chat and shared partials stay in the language's module. A plugin language (go, ruby, php,
 * java, and the HTTPie client) has its mode templates in a module of their own,
 * `<module>-chat-modes`, for its chat-mode pack (test/inference/chat-mode-packs.test.ts).
 */
import { describe, expect, it } from "vitest";
import { TEMPLATE_DATA as CHAT_MODES_TEXT } from "../../engine/generated/inference-templates/chat-modes.js";
import { TEMPLATE_DATA as GO_MODES } from "../../engine/generated/inference-templates/go-chat-modes.js";
import { TEMPLATE_DATA as GO } from "../../engine/generated/inference-templates/go.js";
import { TEMPLATE_DATA as HTTPIE_MODES } from "../../engine/generated/inference-templates/httpie-chat-modes.js";
import { TEMPLATE_DATA as HTTPIE } from "../../engine/generated/inference-templates/httpie.js";
import { TEMPLATE_DATA as JAVA_MODES } from "../../engine/generated/inference-templates/java-chat-modes.js";
import { TEMPLATE_DATA as JAVA } from "../../engine/generated/inference-templates/java.js";
import { TEMPLATE_DATA as JS } from "../../engine/generated/inference-templates/js.js";
import { TEMPLATE_DATA as PHP_MODES } from "../../engine/generated/inference-templates/php-chat-modes.js";
import { TEMPLATE_DATA as PHP } from "../../engine/generated/inference-templates/php.js";
import { TEMPLATE_DATA as PYTHON } from "../../engine/generated/inference-templates/python.js";
import { TEMPLATE_DATA as RUBY_MODES } from "../../engine/generated/inference-templates/ruby-chat-modes.js";
import { TEMPLATE_DATA as RUBY } from "../../engine/generated/inference-templates/ruby.js";
import { TEMPLATE_DATA as SH } from "../../engine/generated/inference-templates/sh.js";
import { LANGUAGE_PLUGINS } from "../../engine/languages/plugins.js";
import { readTemplates } from "../../engine/template-runtime/template-text.js";
import { templateModuleKeys } from "../support/template-modules.js";

const isMode = (key: string) => /\/(chatTools|chatStructured|responses)([A-Z]\w*)?$/.test(key) && !key.includes("/_partials/");
const MODE_NAMES = [
  "chatTools",
  "chatToolsStream",
  "chatStructured",
  "chatStructuredStream",
  "responses",
  "responsesStream",
  "responsesTools",
  "responsesToolsStream",
];

describe("the chat-modes template module", () => {
  it("takes mode templates and the partials only they use, transitively; shared and expression-chosen partials stay", () => {
    const modules = templateModuleKeys({
      "templates/python/requests/conversational.hbs": "{{> shared}}\n",
      "templates/python/requests/chatTools.hbs": "{{> shared}}\n{{> loop}}\n",
      "templates/python/openai/responsesToolsStream.hbs": "{{> loop}}\n",
      "templates/python/_partials/shared.hbs": "a\n",
      "templates/python/_partials/loop.hbs": "{{> run-step}}\n",
      "templates/python/_partials/run-step.hbs": "b\n",
      "templates/python/_partials/response-json.hbs": "c\n",
      "templates/python/requests/basic.hbs": '{{> (concat "response-" kind)}}\n',
      "templates/python/requests/responsesish.hbs": "x\n",
      "templates/go/net-http/chatTools.hbs": "x := 1\n",
      "templates/sh/curl/chatStructured.hbs": "curl\n",
      "templates/sh/httpie/chatStructured.hbs": "http\n",
    });
    expect(modules["chat-modes"]).toEqual([
      "python/_partials/loop",
      "python/_partials/run-step",
      "python/openai/responsesToolsStream",
      "python/requests/chatTools",
      "sh/curl/chatStructured",
    ]);
    // `responsesish` is not a mode name (a mode template is the mode's name followed by a capital or nothing).
    expect(modules.python).toEqual([
      "python/_partials/response-json",
      "python/_partials/shared",
      "python/requests/basic",
      "python/requests/conversational",
      "python/requests/responsesish",
    ]);
    expect(modules["go-chat-modes"]).toEqual(["go/net-http/chatTools"]);
    expect(modules["httpie-chat-modes"]).toEqual(["sh/httpie/chatStructured"]);
    expect(modules.go).toBeUndefined();
    expect(modules.httpie).toBeUndefined();
    expect(modules.sh).toBeUndefined();
  });

  it("the committed module holds every python, js and sh mode template, and the language modules none", () => {
    const keys = Object.keys(readTemplates(CHAT_MODES_TEXT));
    expect(keys.filter(isMode).length).toBe(7 * 4 + 5 * 4);
    for (const language of ["python", "js", "sh"] as const) {
      // LANGUAGE_PLUGINS.sh is joined with the HTTPie client pack, whose mode templates ride with it.
      expect(
        Object.keys(LANGUAGE_PLUGINS[language].templates).filter((k) => isMode(k) && !k.startsWith("sh/httpie/")),
        language,
      ).toEqual([]);
      expect(
        keys.some((k) => k.startsWith(`${language}/`)),
        language,
      ).toBe(true);
    }
    expect(keys.every((k) => /^(python|js|sh)\//.test(k))).toBe(true);
  });

  it("each plugin language (and HTTPie) has its eight mode templates in its pack's module, none in its plugin's", () => {
    const modules: Record<string, [string, string]> = {
      go: [GO, GO_MODES],
      ruby: [RUBY, RUBY_MODES],
      php: [PHP, PHP_MODES],
      java: [JAVA, JAVA_MODES],
      httpie: [HTTPIE, HTTPIE_MODES],
    };
    for (const [name, [plugin, pack]] of Object.entries(modules)) {
      expect(
        Object.keys(readTemplates(pack))
          .filter(isMode)
          .map((k) => k.split("/").pop())
          .sort(),
        name,
      ).toEqual([...MODE_NAMES].sort());
      expect(Object.keys(readTemplates(plugin)).filter(isMode), name).toEqual([]);
    }
    for (const text of [PYTHON, JS, SH]) expect(Object.keys(readTemplates(text)).filter(isMode)).toEqual([]);
  });
});
