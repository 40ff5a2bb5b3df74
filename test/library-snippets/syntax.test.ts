/**
 * Every snippet of every fixture parses with its language's own parser, and stays valid
 * when the record is hostile: the fixture's id, tags, card data, config, widget values
 * and file names carry quote-breaking text, which must then appear only inside string
 * literals and comments.
 */
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, type ModelRecordInput } from "../../engine/index.js";
import { checkSamples, modelFixtures, outsideShellQuotes, type CodeSample } from "./support.js";

export const MARKER = "PWNED";
/** Tries every way out of a Python, JS or shell string literal, plus a line break. */
export const HOSTILE = `"'\`\\ """''' \${${MARKER}} $(${MARKER}) \`${MARKER}\` \\"); ${MARKER}() #\n${MARKER} = 1 //`;
/** Class names are printed as identifiers; their hostile text carries no marker. */
const HOSTILE_NAME = `X"); __import__('os') #\n`;

/** Config keys whose value picks a code path; they keep their value so the path is still walked. */
const SWITCH_KEYS = new Set(["task_type", "speechbrain_interface", "interface", "model_format", "file", "architectures", "model_type"]);

function poison(value: unknown, key = ""): unknown {
  if (typeof value === "string") return SWITCH_KEYS.has(key) ? value : `${value}${HOSTILE}`;
  if (Array.isArray(value)) return value.map((v) => poison(v, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  }
  return value;
}

export function hostile(model: ModelRecordInput): ModelRecordInput {
  const info = model.transformersInfo;
  const record = model as Record<string, unknown>;
  const siblings = Array.isArray(record.siblings) ? record.siblings : [];
  return {
    ...model,
    id: `${model.id}${HOSTILE}`,
    tags: [...(model.tags ?? []), HOSTILE],
    mask_token: model.mask_token === undefined ? undefined : `${model.mask_token}${HOSTILE}`,
    config: poison(model.config) as ModelRecordInput["config"],
    cardData: poison(model.cardData) as ModelRecordInput["cardData"],
    widgetData: poison(model.widgetData) as ModelRecordInput["widgetData"],
    transformersInfo: info && {
      ...info,
      auto_model: `${info.auto_model}${HOSTILE_NAME}`,
      ...(info.processor ? { processor: `${info.processor}${HOSTILE_NAME}` } : {}),
    },
    siblings: [...siblings, { rfilename: `model-${HOSTILE}-Q4_K_M.gguf` }],
  } as ModelRecordInput;
}

const fixtures = modelFixtures();

describe("library snippets parse", () => {
  it("every fixture's snippets parse with their language's parser", () => {
    const samples: CodeSample[] = fixtures.flatMap((f) =>
      getLibrarySnippets(f.model).map((s, i) => ({ label: `${f.name}/${i}`, language: s.language, code: s.content })),
    );
    expect(samples.length).toBeGreaterThan(0);
    expect(checkSamples(samples)).toEqual([]);
  });

  it("hostile records still parse, and their text stays inside string literals", () => {
    const samples: CodeSample[] = fixtures.flatMap((f) =>
      getLibrarySnippets(hostile(f.model)).map((s, i) => ({
        label: `hostile ${f.name}/${i}`,
        language: s.language,
        code: s.content,
        marker: MARKER,
      })),
    );
    expect(samples.length).toBeGreaterThan(0);
    expect(checkSamples(samples)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("catch a broken snippet and an escaped marker in each language", () => {
    const problems = checkSamples([
      { label: "py-syntax", language: "python", code: "print(\n" },
      { label: "py-marker", language: "python", code: `x = "a"; ${MARKER}()\n`, marker: MARKER },
      { label: "js-syntax", language: "js", code: "const = 1;\n" },
      { label: "js-marker", language: "js", code: `const x = \`\${${MARKER}}\`;\n`, marker: MARKER },
      { label: "sh-syntax", language: "sh", code: "if then\n" },
      { label: "sh-marker", language: "sh", code: `echo 'a' ${MARKER}\n`, marker: MARKER },
      { label: "py-ok", language: "python", code: `x = "${MARKER}"  # ${MARKER}\n`, marker: MARKER },
      { label: "sh-ok", language: "sh", code: `echo 'a'\\''${MARKER}' # ${MARKER}\n`, marker: MARKER },
    ]);
    const labels = problems.map((p) => p.split(":")[0]);
    expect(labels.sort()).toEqual(["js-marker", "js-syntax", "py-marker", "py-syntax", "sh-marker", "sh-syntax"]);
    expect(outsideShellQuotes(`a 'b' # c\nd`)).toBe("a  \nd");
  });
});
