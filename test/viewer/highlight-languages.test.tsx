/**
 * Highlighting of the languages added after python/js/sh (go, ruby, php, java): the tokenizer
 * on each language's own constructs, and the code block on real generated snippets.
 */
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { CodeBlock } from "../../viewer/src/components/code-block.js";
import { RULES, tokenize, type TokenType } from "../../viewer/src/highlight/tokenize.js";

const typesOf = (code: string, language: string, type: TokenType) =>
  tokenize(code, language)
    .filter((t) => t.type === type)
    .map((t) => t.text);

describe("tokenize: go, ruby, php, java", () => {
  it("every snippet language has rules, and every character is kept in order", () => {
    for (const language of LANGUAGES) expect(RULES[language], language).toBeDefined();
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom("go", "ruby", "php", "java"), (code, language) => {
        expect(
          tokenize(code, language)
            .map((t) => t.text)
            .join(""),
        ).toBe(code);
      }),
      { numRuns: 300 },
    );
  });

  it("go: keywords, interpreted and raw strings, runes, both comment kinds, calls", () => {
    const code = 'package main\n// note\nfunc main() {\n    s := `raw "x"` + "a\\"b" /* c */\n    r := \'\\n\'\n    fmt.Println(s, r, 42, nil)\n}';
    expect(typesOf(code, "go", "keyword")).toEqual(["package", "func", "nil"]);
    expect(typesOf(code, "go", "string")).toEqual(['`raw "x"`', '"a\\"b"', "'\\n'"]);
    expect(typesOf(code, "go", "comment")).toEqual(["// note", "/* c */"]);
    expect(typesOf(code, "go", "number")).toEqual(["42"]);
    expect(typesOf(code, "go", "function")).toEqual(["main", "Println"]);
  });

  it("ruby: # comments outside strings only, symbols but not Net::HTTP, keyword arguments stay plain", () => {
    const code = 'require "json"\n# top\nx = { "a#b" => :sym, "c" => nil }\nNet::HTTP.start(host, use_ssl: true) do |http|\nend';
    expect(typesOf(code, "ruby", "comment")).toEqual(["# top"]);
    expect(typesOf(code, "ruby", "string")).toEqual(['"json"', '"a#b"', ":sym", '"c"']);
    expect(typesOf(code, "ruby", "keyword")).toEqual(["require", "nil", "true", "do", "end"]);
    expect(typesOf(code, "ruby", "function")).toEqual(["start"]);
  });

  it("php: variables, escaped $ in strings, # and // comments, keywords", () => {
    const code = "<?php\n// one\n# two\n$url = \"a\\$b\" . 'c';\nif ($url !== null) { echo strlen($url), 7; }";
    expect(typesOf(code, "php", "variable")).toEqual(["$url", "$url", "$url"]);
    expect(typesOf(code, "php", "string")).toEqual(['"a\\$b"', "'c'"]);
    expect(typesOf(code, "php", "comment")).toEqual(["// one", "# two"]);
    expect(typesOf(code, "php", "keyword")).toEqual(["if", "null", "echo"]);
    expect(typesOf(code, "php", "function")).toEqual(["strlen"]);
  });

  it("java: text blocks, chars, long literals, keywords; a keyword inside a name is not one", () => {
    const code =
      'public class Main {\n    static long n = 3000000000L; // big\n    String t = """\n  a "q"\n  """;\n    char c = \'x\';\n    int newline = 1;\n}';
    expect(typesOf(code, "java", "keyword")).toEqual(["public", "class", "static", "long", "char", "int"]);
    expect(typesOf(code, "java", "string")).toEqual(['"""\n  a "q"\n  """', "'x'"]);
    expect(typesOf(code, "java", "number")).toEqual(["3000000000L", "1"]);
    expect(typesOf(code, "java", "comment")).toEqual(["// big"]);
  });
});

describe("code block: generated go, ruby, php and java snippets", () => {
  const model = {
    id: "hf-org/hf-model",
    pipeline_tag: "text-to-image",
    inferenceProviderMapping: [{ provider: "fal-ai", providerId: "fal/x", task: "text-to-image" }],
  };
  const snippets = getInferenceSnippets(model, { provider: "fal-ai" }).filter((s) => ["go", "ruby", "php", "java"].includes(s.language));

  it("colours keywords, strings and comments, and shows the code unchanged", () => {
    expect(new Set(snippets.map((s) => s.language))).toEqual(new Set(["go", "ruby", "php", "java"]));
    for (const s of snippets) {
      const html = renderToString(<CodeBlock code={s.content} language={s.language} />);
      expect(html, s.language).toContain(`<code class="language-${s.language}">`);
      for (const type of ["keyword", "string", "comment", "function"]) expect(html, `${s.language} ${type}`).toContain(`class="tok-${type}"`);
      // The model id is inside a string token, never split across tokens.
      expect(
        tokenize(s.content, s.language).some((t) => t.type === "string" && t.text.includes("fal/x")),
        s.language,
      ).toBe(true);
      const text = html.match(/<code[^>]*>([\s\S]*)<\/code>/)![1]!.replace(/<[^>]+>/g, "");
      const unescape = (t: string) =>
        t
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, "&");
      expect(unescape(text), s.language).toBe(s.content);
    }
  });

  it("php variables are coloured in a snippet", () => {
    const php = snippets.find((s) => s.language === "php")!;
    expect(renderToString(<CodeBlock code={php.content} language="php" />)).toContain('<span class="tok-variable">$');
  });
});
