/**
 * Every snippet of every fixture parses with its language's own parser, and stays valid
 * when the record is hostile: the fixture's id, tags, card data, config, widget values
 * and file names carry quote-breaking text, which must then appear only inside string
 * literals and comments.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, PIPELINE_DATA } from "../../engine/index.js";
import { hostile, hostileWithTask, MARKER } from "./hostile.js";
import { checkSamples, modelFixtures, outsideShellQuotes, type CodeSample } from "./support.js";

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

  it("a hostile pipeline tag still parses and is never printed as a task", () => {
    const printed: string[] = [];
    const samples: CodeSample[] = fixtures.flatMap((f) =>
      getLibrarySnippets(hostileWithTask(f.model)).map((s, i) => {
        // The tag's own text followed by the escaped quote that starts the hostile part.
        if (f.model.pipeline_tag && s.content.includes(`pipeline("${f.model.pipeline_tag}\\"`)) printed.push(f.name);
        return { label: `hostile task ${f.name}/${i}`, language: s.language, code: s.content, marker: MARKER };
      }),
    );
    // Snippets name only tasks their library knows: an unknown (here hostile) tag is never echoed.
    expect(printed).toEqual([]);
    expect(checkSamples(samples)).toEqual([]);
  });
});

/**
 * Tags that switch code paths in plugins and templates (chat, remote code, GGUF, LoRA,
 * cross-encoders, FLUX, audiocraft families, YOLO versions, ESPnet and NeMo tasks).
 */
const SWITCH_TAGS = [
  [],
  ["conversational"],
  ["custom_code"],
  ["gguf"],
  ["lora"],
  ["cross-encoder"],
  ["flux"],
  ["musicgen"],
  ["yolov8"],
  ["text-to-speech"],
  ["automatic-speech-recognition"],
];

describe("library snippets on every code path", () => {
  it("parse for every fixture under every pipeline tag (and none) and every switching tag", () => {
    // The fixtures walk one path each; templates branch on the task and on tags, and each
    // branch must parse too. Identical outputs are checked once.
    const seen = new Set<string>();
    const samples: CodeSample[] = [];
    for (const f of fixtures) {
      for (const pipeline_tag of [undefined, ...Object.keys(PIPELINE_DATA)]) {
        for (const extra of SWITCH_TAGS) {
          const model = { ...f.model, pipeline_tag, tags: [...(f.model.tags ?? []), ...extra] };
          getLibrarySnippets(model).forEach((s, i) => {
            if (seen.has(s.content)) return;
            seen.add(s.content);
            samples.push({ label: `${f.name} [${pipeline_tag ?? "no task"}] [${extra.join()}] ${i}`, language: s.language, code: s.content });
          });
        }
      }
    }
    // Far more distinct outputs than fixtures: the walk reaches the branches fixtures do not.
    expect(samples.length).toBeGreaterThan(fixtures.length * 3);
    expect(checkSamples(samples)).toEqual([]);
  });
});

/** Random text built from the pieces that end or escape literals, plus arbitrary code points. */
const randomText = fc
  .array(
    fc.oneof(
      fc.constantFrom('"', "'", "\\", "\n", "\r", "\t", "${", "$(", "`", "'''", '"""', "\u2028", "\u2029", "#", "*/", "//", "\ud800", "%s", "{{"),
      fc.string({ unit: "binary", maxLength: 4 }),
    ),
    { maxLength: 10 },
  )
  .map((parts) => `${parts.join("")}${MARKER}${[...parts].reverse().join("")}`);

describe("library snippets with random hostile text", () => {
  it("parse and keep the text inside string literals, for every fixture", () => {
    // A fixed seed keeps failures reproducible; the pieces above carry the known-dangerous cases.
    const texts = fc.sample(randomText, { numRuns: 4, seed: 20261122 });
    const samples: CodeSample[] = fixtures.flatMap((f) =>
      texts.flatMap((text, t) =>
        getLibrarySnippets(hostile(f.model, text)).map((s, i) => ({
          label: `random ${t} ${f.name}/${i}: ${JSON.stringify(text)}`,
          language: s.language,
          code: s.content,
          marker: MARKER,
        })),
      ),
    );
    expect(samples.length).toBeGreaterThan(fixtures.length);
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
    expect([...new Set(labels)].sort()).toEqual(["js-marker", "js-syntax", "py-marker", "py-syntax", "sh-marker", "sh-syntax"]);
    expect(outsideShellQuotes(`a 'b' # c\nd`)).toBe("a  \nd");
  });

  it("catch a Python name that is used but never imported or defined", () => {
    const problems = checkSamples([
      { label: "undefined", language: "python", code: "model = AutoModel.from_pretrained('x')\n" },
      { label: "side-effect-import", language: "python", code: "import torch\nimport plugins_registry\nx = torch.ones(1)\n" },
    ]);
    expect(problems).toEqual(["undefined: line 1: undefined name 'AutoModel'"]);
  });
});
