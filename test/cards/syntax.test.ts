/**
 * Every fenced code block of every example model's full card (every language) is valid code in
 * its fence's language, checked by the snippet tests' own checkers (python3's parser, node's ES
 * module compiler, bash -n, Go's parser, ruby -c, php -l, javac's parser), and every JSON block
 * parses. No block goes unchecked: a fence in a language without a checker fails the test.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getUsageCard, usageCardMarkdown } from "../../engine/entries/cards.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { checkGoLiterals, removeGoCheckWork } from "../support/go-check.js";
import { checkJavaLiterals, removeJavaCheckWork } from "../support/java-check.js";
import { checkPhp } from "../support/php-check.js";
import { checkRuby } from "../support/ruby-check.js";
import { checkJs, checkPython, checkSh, type Failure, type Source } from "../support/syntax-check.js";
import { allTokens, codeBlocks, EXAMPLES } from "./support.js";

/** The full card: every language, every callable provider, every chat mode, every local app's steps. */
const fullCard = (record: (typeof EXAMPLES)[number]["record"]) =>
  getUsageCard(record, {
    languages: LANGUAGES,
    providers: getUsageCard(record, { languages: [] }).plan.providers.callable.map((p) => p.id),
    modes: true,
    localApps: true,
  });

const blocks = EXAMPLES.flatMap(({ record, slug }) =>
  codeBlocks(allTokens(usageCardMarkdown(fullCard(record)))).map((block, i) => ({ id: `${slug}#${i}`, lang: block.lang ?? "", code: block.text })),
);
const of = (lang: string): Source[] => blocks.filter((b) => b.lang === lang).map(({ id, code }) => ({ id, code }));

const CHECKERS: Record<string, (sources: Source[]) => Failure[]> = {
  python: checkPython,
  js: checkJs,
  sh: checkSh,
  go: checkGoLiterals,
  ruby: checkRuby,
  php: checkPhp,
  java: checkJavaLiterals,
  json: (sources) =>
    sources.flatMap((s) => {
      try {
        JSON.parse(s.code);
        return [];
      } catch (error) {
        return [{ id: s.id, error: String(error) }];
      }
    }),
};

afterAll(() => {
  removeGoCheckWork();
  removeJavaCheckWork();
});

describe("the code blocks of the usage cards", () => {
  it("all carry a language that has a checker", () => {
    expect(blocks.length).toBeGreaterThan(500);
    expect(blocks.filter((b) => !CHECKERS[b.lang]).map((b) => `${b.id}: ${JSON.stringify(b.lang)}`)).toEqual([]);
  });
  it.each(Object.keys(CHECKERS))(
    "%s blocks pass their language's check",
    (lang) => {
      expect(of(lang).length).toBeGreaterThan(0);
      expect(CHECKERS[lang]!(of(lang))).toEqual([]);
    },
    240_000,
  );
});
