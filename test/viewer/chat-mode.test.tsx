/** The model page's Mode and Image controls and the matrix's chat-mode filter. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SnippetArea } from "../../viewer/src/components/snippet-area.js";
import { EXAMPLE_MODELS } from "../../viewer/src/data/example-models.js";
import { LocationProvider } from "../../viewer/src/router.js";
import { chatModeRequest, pickMode } from "../../viewer/src/snippets/chat-mode.js";
import { buildMatrix } from "../../viewer/src/snippets/matrix.js";

const at = (url: string, node: React.ReactNode) => renderToString(<LocationProvider url={url}>{node}</LocationProvider>);
/** The page's text (the code block is highlighted: tokens sit in spans), labels kept as `>Label</label>`. */
const decode = (html: string) =>
  html
    .replace(/<(?!\/label>)[^>]+>/g, (tag) => (tag.startsWith("<label") ? ">" : ""))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const llm = {
  id: "acme/llm",
  pipeline_tag: "text-generation",
  tags: ["conversational"],
  inferenceProviderMapping: { "hf-inference": { providerId: "acme/llm", task: "conversational" } },
};
const vlm = {
  id: "acme/vlm",
  pipeline_tag: "image-text-to-text",
  tags: ["conversational"],
  inferenceProviderMapping: { "hf-inference": { providerId: "acme/vlm", task: "conversational" } },
};

describe("chat modes in the viewer", () => {
  it("maps each mode to its request fields", () => {
    expect(chatModeRequest("tools", false)).toEqual({ tools: true });
    expect(chatModeRequest("structured", true)).toEqual({ response_format: true, imageSource: "file" });
    expect(chatModeRequest("responses", false)).toEqual({ api: "responses" });
    expect(pickMode("nonsense")).toBe("chat");
  });

  it("the Mode control switches the snippet; chat models only", () => {
    const base = "/models/x?language=python&client=openai&provider=hf-inference";
    const html = (mode: string) => decode(at(`${base}&mode=${mode}`, <SnippetArea model={llm} />));
    expect(html("chat")).toMatch(/>Mode<\/label>/);
    expect(html("tools")).toContain("run_tool(");
    expect(html("tools")).toContain('"role": "tool"');
    expect(html("structured")).toContain("json.loads(completion.choices[0].message.content)");
    expect(html("responses")).toContain("client.responses.create(");
    const gpt2 = at("/models/x", <SnippetArea model={{ id: "openai-community/gpt2", pipeline_tag: "text-generation" }} />);
    expect(gpt2).not.toMatch(/>Mode<\/label>/);
  });

  it("Responses with a hub SDK chosen falls back to a client that has the call", () => {
    const html = at("/models/x?language=python&client=huggingface_hub&provider=hf-inference&mode=responses", <SnippetArea model={llm} />);
    expect(decode(html)).toMatch(/responses\.create\(|API_URL/);
  });

  it("vision-language models get Image: URL / local file", () => {
    const url = decode(at("/models/x?language=js&client=openai&provider=hf-inference", <SnippetArea model={vlm} />));
    const file = decode(at("/models/x?language=js&client=openai&provider=hf-inference&image=file", <SnippetArea model={vlm} />));
    expect(url).toMatch(/>Image<\/label>/);
    expect(url).not.toContain("readFileSync");
    expect(file).toContain("fs.readFileSync(");
    expect(file).toContain("data:image/jpeg;base64,");
    expect(decode(at("/models/x", <SnippetArea model={llm} />))).not.toMatch(/>Image<\/label>/);
  });

  it("the matrix shows each mode for chat rows, and in a mode beyond chat only chat rows", () => {
    const cell = (mode: string) => {
      const matrix = buildMatrix({ rows: "models", language: "python", client: "openai", mode });
      const row = matrix.rows.find((r) => EXAMPLE_MODELS.some((m) => m.record.id === r.key && m.record.tags?.includes("conversational")))!;
      return row.cell(matrix.columns[0]!);
    };
    expect(cell("tools")).toMatchObject({ state: "code", content: expect.stringContaining("run_tool(") });
    expect(cell("responses")).toMatchObject({ state: "code", content: expect.stringContaining("responses.create(") });
    // A fill-mask model has no tools: the Tools mode has no row for it, plain chat keeps it.
    expect(buildMatrix({ rows: "models", task: "fill-mask", language: "python", client: "requests", mode: "tools" }).rows).toEqual([]);
    const plain = buildMatrix({ rows: "models", task: "fill-mask", language: "python", client: "requests" });
    expect(plain.rows[0]!.cell(plain.columns[0]!).state).toBe("code");
    const tasks = buildMatrix({ rows: "tasks", mode: "structured" });
    expect(tasks.rows.map((r) => r.key).sort()).toEqual(["image-text-to-text", "text-generation"]);
  });
});
