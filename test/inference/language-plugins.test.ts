/**
 * `model-atlas/inference` (engine/entries/inference.ts) renders python, js and sh, and takes the
 * other languages as plugins from `model-atlas/languages/<language>`. With a plugin its snippets
 * are exactly the full generator's (engine/languages/snippets.ts, which renders every language);
 * a language asked for without its plugin is an error that names the import. HTTPie is a client
 * plugin (`model-atlas/languages/httpie`) that adds `sh/httpie` to the built-in sh.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets as getAll, LANGUAGE_PLUGINS, type Snippet } from "../../engine/index.js";
import { BUILT_IN_LANGUAGES, getInferenceSnippets } from "../../engine/entries/inference.js";
import { go } from "../../engine/entries/languages-go.js";
import { httpie } from "../../engine/entries/languages-httpie.js";
import { java } from "../../engine/entries/languages-java.js";
import { php } from "../../engine/entries/languages-php.js";
import { ruby } from "../../engine/entries/languages-ruby.js";
import { basePlugin } from "../../engine/inference/contract/client-pack.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { CASES } from "./cases.js";
import { providerCases } from "./providers/support/cases.js";

const PLUGINS = { go, ruby, php, java };
const languagesOf = (snippets: Snippet[]) => [...new Set(snippets.map((s) => s.language))];
const only = (snippets: Snippet[], languages: readonly string[]) => snippets.filter((s) => languages.includes(s.language));
/** Without the HTTPie plugin, the sh snippets are curl's alone. */
const noHttpie = (snippets: Snippet[]) => snippets.filter((s) => !(s.language === "sh" && s.client === "httpie"));
const ALL_CASES = [...CASES, ...providerCases().map((c) => ({ name: c.id, model: c.model, request: c.request }))];

describe("model-atlas/inference and its language plugins", () => {
  it("without plugins offers python, js and sh only: the full generator's snippets in those languages", () => {
    expect(BUILT_IN_LANGUAGES).toEqual(["python", "js", "sh"]);
    let seen = new Set<string>();
    for (const c of ALL_CASES) {
      const snippets = getInferenceSnippets(c.model, c.request);
      expect(snippets, c.name).toEqual(noHttpie(only(getAll(c.model, c.request), BUILT_IN_LANGUAGES)));
      seen = new Set([...seen, ...languagesOf(snippets)]);
    }
    expect([...seen].sort()).toEqual(["js", "python", "sh"]);
    // sh comes with curl only; HTTPie is its own plugin.
    const shClients = (languages: never[]) =>
      getInferenceSnippets(CASES[0]!.model, { provider: "hf-inference" }, { languages })
        .filter((s) => s.language === "sh")
        .map((s) => s.client);
    expect(shClients([])).toEqual(["curl"]);
    expect(shClients([httpie as never])).toEqual(["curl", "httpie"]);
  });

  it("the httpie plugin adds sh/httpie after curl, identical to the full generator's", () => {
    let added = 0;
    for (const c of ALL_CASES) {
      const snippets = getInferenceSnippets(c.model, c.request, { languages: [httpie] });
      expect(snippets, c.name).toEqual(only(getAll(c.model, c.request), BUILT_IN_LANGUAGES));
      added += snippets.filter((s) => s.client === "httpie").length;
      expect(getInferenceSnippets(c.model, c.request, { languages: [httpie, go] }), c.name).toEqual(
        only(getAll(c.model, c.request), [...BUILT_IN_LANGUAGES, "go"]),
      );
    }
    expect(added).toBeGreaterThan(0);
    const c = CASES.find((x) => x.name === "chat/llm")!;
    expect(getInferenceSnippets(c.model, c.request, { language: "sh", languages: [httpie] })).toEqual(only(getAll(c.model, c.request), ["sh"]));
  });

  it.each(Object.entries(PLUGINS))("the %s plugin adds its snippets, identical to the full generator's", (name, plugin) => {
    let added = 0;
    for (const c of ALL_CASES) {
      const snippets = getInferenceSnippets(c.model, c.request, { languages: [plugin] });
      expect(snippets, c.name).toEqual(noHttpie(only(getAll(c.model, c.request), [...BUILT_IN_LANGUAGES, name])));
      added += snippets.filter((s) => s.language === name).length;
    }
    expect(added).toBeGreaterThan(0);
  });

  it("with every plugin, in any order, gives what the root entry gives", () => {
    for (const c of ALL_CASES) {
      expect(getInferenceSnippets(c.model, c.request, { languages: [java, go, php, ruby, httpie] }), c.name).toEqual(getAll(c.model, c.request));
      expect(getInferenceSnippets(c.model, c.request, { languages: [httpie, ruby, php, go, java] }), c.name).toEqual(getAll(c.model, c.request));
    }
  });
});

describe("model-atlas/inference: plugins passed wrong, and where they come from", () => {
  it("the plugins are the root entry's (LANGUAGE_PLUGINS), so a plugin from either place works", () => {
    // The root entry's plugins are these joined with their chat-mode packs (`goChatModes`, …).
    for (const [name, plugin] of Object.entries(PLUGINS)) expect(basePlugin(LANGUAGE_PLUGINS[name as keyof typeof PLUGINS]), name).toBe(plugin);
    const c = CASES[0]!;
    expect(getInferenceSnippets(c.model, c.request, { languages: [LANGUAGE_PLUGINS.python, LANGUAGE_PLUGINS.go] })).toEqual(
      getInferenceSnippets(c.model, c.request, { languages: [go] }),
    );
    // The root entry's sh is curl joined with HTTPie: passing it is passing the httpie plugin.
    expect(getInferenceSnippets(c.model, c.request, { languages: [LANGUAGE_PLUGINS.sh] })).toEqual(
      getInferenceSnippets(c.model, c.request, { languages: [httpie] }),
    );
    expect(() => getInferenceSnippets(c.model, c.request, { languages: [LANGUAGE_PLUGINS.sh, httpie] })).toThrow(
      'options.languages.1: inference options: the client pack "sh/httpie" is already in the sh plugin: leave it out',
    );
  });

  it("`language` keeps one language; one beyond python/js/sh needs its plugin, and the error names the import", () => {
    const c = CASES.find((x) => x.name === "chat/llm")!;
    expect(languagesOf(getInferenceSnippets(c.model, c.request, { language: "sh" }))).toEqual(["sh"]);
    expect(getInferenceSnippets(c.model, c.request, { language: "go", languages: [go] })).toEqual(only(getAll(c.model, c.request), ["go"]));
    for (const language of LANGUAGES.filter((l) => !BUILT_IN_LANGUAGES.includes(l))) {
      expect(() => getInferenceSnippets(c.model, c.request, { language }), language).toThrow(
        `options.language: inference options: "${language}" needs its plugin: import { ${language} } from "model-atlas/languages/${language}" and pass { languages: [${language}] }`,
      );
    }
    expect(() => getInferenceSnippets(c.model, c.request, { language: "cobol" as never })).toThrow(
      '"cobol" is not a language; languages are python, js, sh, go, ruby, php, java',
    );
  });

  it("refuses what is not a plugin, saying what to pass instead", () => {
    const c = CASES[0]!;
    const call = (languages: unknown) => () => getInferenceSnippets(c.model, c.request, { languages } as never);
    expect(call(["go"])).toThrow(
      `options.languages.0: inference options: "go" is a language name, not a plugin: import { go } from "model-atlas/languages/go" and pass go`,
    );
    expect(call([go, "python"])).toThrow(`options.languages.1: inference options: "python" is a language name, not a plugin: it is built in: leave it out`);
    expect(call([{ id: "go" }])).toThrow("options.languages.0: inference options: an object is not a language plugin");
    expect(call([undefined])).toThrow("options.languages.0: inference options: undefined is not a language plugin");
    expect(call(go)).toThrow("options.languages: inference options: expected an array of language plugins, not an object");
    expect(call([go, { ...go }])).toThrow('options.languages.1: inference options: a second plugin for "go": give one plugin per language');
    expect(() => getInferenceSnippets(c.model, c.request, null as never)).toThrow("options: inference options: the options must be an object, not null");
  });

  it("refuses a client pack given twice, clashing with its base, or without its base", () => {
    const c = CASES[0]!;
    const call = (languages: unknown) => () => getInferenceSnippets(c.model, c.request, { languages } as never);
    expect(call(["httpie"])).toThrow(
      `options.languages.0: inference options: "httpie" is a language name, not a plugin: import { httpie } from "model-atlas/languages/httpie" and pass httpie`,
    );
    expect(call([httpie, go, httpie])).toThrow(
      'options.languages.2: inference options: the client pack "sh/httpie" is given twice: give each client pack once',
    );
    expect(call([httpie, { ...httpie }])).toThrow(
      'options.languages.1: inference options: the client pack "sh/httpie" is already added by languages.0: give each client pack once',
    );
    expect(call([{ ...httpie, clients: ["curl"] }])).toThrow(
      'options.languages.0: inference options: the client pack "sh/curl" is already in the sh plugin: leave it out',
    );
    expect(call([{ ...httpie, extends: "go" }])).toThrow(
      'options.languages.0: inference options: the client pack "go/httpie" extends "go": import { go } from "model-atlas/languages/go" and pass it too',
    );
    expect(call([{ ...httpie, extends: "cobol" }])).toThrow("options.languages.0: inference options: an object is not a language plugin");
  });
});

describe("the languages array of a page, passed on every call", () => {
  const model = { id: "acme/chat-model", pipeline_tag: "text-generation", tags: ["conversational"] };
  it("follows the array when the caller changes it between calls, and each language asked", () => {
    const languages: unknown[] = [go];
    const langs = (language?: "go" | "ruby") => languagesOf(getInferenceSnippets(model, {}, { languages: languages as never, ...(language && { language }) }));
    expect(langs()).toEqual(["python", "js", "sh", "go"]);
    expect(langs("go")).toEqual(["go"]);
    expect(() => langs("ruby")).toThrow(/options\.language: inference options: "ruby" needs its plugin/);
    languages.push(ruby);
    expect(langs()).toEqual(["python", "js", "sh", "go", "ruby"]);
    expect(langs("ruby")).toEqual(["ruby"]);
    languages[0] = "go";
    expect(() => langs()).toThrow(/options\.languages\.0: inference options: "go" is a language name, not a plugin/);
    expect(() => langs()).toThrow(/options\.languages\.0: inference options: "go" is a language name, not a plugin/);
  });
});
