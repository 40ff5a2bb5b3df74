/**
 * The special cases of the sample-input generator: conversational tasks, widget data that
 * overrides the canned input, and a hostile `mask_token` that must stay inert data.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getModelInputData, getModelInputSnippet, LANGUAGE_MODULES, type SampleInputModel } from "../../engine/index.js";
import { CHAT_IMAGE_URL } from "../../engine/inputs/index.js";
import { renderGolden } from "./render-golden.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN_DIR = join(import.meta.dirname, "../golden/inputs/cases");

const HOSTILE_MASK = `"); import os; os.system('rm -rf ~') #\n\t\${process.exit(1)} $(reboot) \`id\` ''' \\ <mask>`;

const CASES: Record<string, SampleInputModel> = {
  "conversational-text-generation": { pipeline_tag: "text-generation", tags: ["conversational"] },
  // A base model (no conversational tag) continues text: the widget's prompt, as its snippets send.
  "base-text-generation-widget": { pipeline_tag: "text-generation", tags: [], widgetData: [{ text: "My name is Julien and I like to" }] },
  "widget-visual-question-answering": {
    pipeline_tag: "visual-question-answering",
    widgetData: [{ text: "What is on the roof?", src: "https://example.com/house.jpg" }],
  },
  "conversational-image-text-to-text": { pipeline_tag: "image-text-to-text" },
  "widget-text-classification": { pipeline_tag: "text-classification", widgetData: [{ text: "I  loved\tit.\n\nTruly." }] },
  "widget-text-empty-falls-back": { pipeline_tag: "summarization", widgetData: [{ text: "" }] },
  "widget-fill-mask": { pipeline_tag: "fill-mask", mask_token: "<mask>", widgetData: [{ text: "Paris is the <mask> of France." }] },
  "widget-sentence-similarity": {
    pipeline_tag: "sentence-similarity",
    widgetData: [{ source_sentence: "A man is eating food.", sentences: ["A man eats bread.", "A girl plays\nthe violin."] }],
  },
  "widget-sentence-similarity-incomplete": { pipeline_tag: "sentence-similarity", widgetData: [{ source_sentence: "Only one half" }] },
  "widget-question-answering": {
    pipeline_tag: "question-answering",
    widgetData: [{ text: "Where do I live?", context: "My name is Wolfgang and I live in Berlin." }],
  },
  "widget-text-quoted": { pipeline_tag: "translation", widgetData: [{ text: '"Bonjour"' }] },
  "fill-mask-declared-token": { pipeline_tag: "fill-mask", mask_token: "<mask>" },
  "fill-mask-no-token": { pipeline_tag: "fill-mask" },
  "fill-mask-hostile-token": { pipeline_tag: "fill-mask", mask_token: HOSTILE_MASK },
};

describe("special cases (golden)", () => {
  it.each(Object.keys(CASES))("%s", async (name) => {
    await expectGolden(renderGolden(name, CASES[name]!), join(GOLDEN_DIR, `${name}.txt`));
  });
});

describe("conversational models", () => {
  it("text-generation gets one user message with plain text", () => {
    const messages = getModelInputSnippet({ pipeline_tag: "text-generation", tags: ["conversational"] });
    expect(Array.isArray(messages) && messages.length).toBe(1);
    expect(messages).toEqual([{ role: "user", content: expect.any(String) }]);
  });

  it("image-text-to-text gets a text part and an image_url part", () => {
    const messages = getModelInputSnippet({ pipeline_tag: "image-text-to-text" });
    expect(messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: expect.any(String) },
          { type: "image_url", image_url: { url: CHAT_IMAGE_URL } },
        ],
      },
    ]);
  });
});

describe("base text-generation models", () => {
  it("get the prompt, not chat messages", () => {
    expect(getModelInputData({ pipeline_tag: "text-generation" }).kind).toBe("text");
    expect(getModelInputData({ pipeline_tag: "text-generation", tags: ["conversational"] }).kind).toBe("messages");
  });

  it("get messages when the caller decided the call is a chat (a mapping's conversational entry)", () => {
    expect(getModelInputData({ pipeline_tag: "text-generation" }, { chat: true }).kind).toBe("messages");
  });
});

describe("options", () => {
  it("noWrap collapses every whitespace run, including in widget text", () => {
    const model = { pipeline_tag: "text-classification", widgetData: [{ text: "a \t\n\n b\r\nc" }] };
    expect(getModelInputSnippet(model, { noWrap: true })).toBe('"a b c"');
    expect(getModelInputData(model, { noWrap: true }).value).toBe("a b c");
  });

  it("noWrap puts an object on one line", () => {
    const text = getModelInputSnippet({ pipeline_tag: "question-answering" }, { noWrap: true });
    expect(typeof text === "string" && /[\n\t]| {2}/.test(text)).toBe(false);
  });

  it("noQuotes gives a text's own characters, keeping quotes that belong to it", () => {
    const model = { pipeline_tag: "translation", widgetData: [{ text: '"Bonjour"' }] };
    expect(getModelInputSnippet(model, { noQuotes: true })).toBe('"Bonjour"');
    expect(getModelInputSnippet(model)).toBe(JSON.stringify('"Bonjour"'));
    expect(getModelInputSnippet({ pipeline_tag: "image-classification" }, { noQuotes: true })).toBe("cats.jpg");
  });
});

describe("a hostile mask_token", () => {
  const model = { pipeline_tag: "fill-mask", mask_token: HOSTILE_MASK };
  const sentence = getModelInputData(model).value;

  it("is kept exactly, as data", () => {
    expect(typeof sentence === "string" && sentence.includes(HOSTILE_MASK)).toBe(true);
    expect(JSON.parse(getModelInputSnippet(model) as string)).toBe(sentence);
  });

  it("round-trips through the JavaScript literal helper", () => {
    const code = LANGUAGE_MODULES.js.lit(sentence);
    expect(new Function(`return ${code};`)()).toBe(sentence);
  });

  it("round-trips through the Python literal helper", () => {
    const code = LANGUAGE_MODULES.python.lit(sentence);
    const out = execFileSync("/usr/bin/python3", ["-c", "import ast,json,sys; print(json.dumps(ast.literal_eval(sys.stdin.read())))"], {
      input: code,
    });
    expect(JSON.parse(out.toString())).toBe(sentence);
  });

  it("round-trips through the shell literal helper", () => {
    const word = LANGUAGE_MODULES.sh.lit(sentence);
    const out = execFileSync("sh", ["-c", `printf '%s' ${word}`]);
    expect(JSON.parse(out.toString())).toBe(sentence);
  });
});
