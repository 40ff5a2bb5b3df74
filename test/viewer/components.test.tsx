import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "../../viewer/src/components/bar-chart.js";
import { CodeBlock } from "../../viewer/src/components/code-block.js";
import { DemoView } from "../../viewer/src/components/demo-item.js";
import { Section } from "../../viewer/src/components/section-heading.js";
import { tokenPieces, TokenText } from "../../viewer/src/components/token-text.js";
import { DEFAULT_REPO_URL, editUrl } from "../../viewer/src/data/repo.js";
import { matchRoute } from "../../viewer/src/routes/match.js";

const noMedia = () => undefined;

describe("routes", () => {
  it("maps every path to its page", () => {
    expect(matchRoute("/")).toEqual({ page: "tasks" });
    expect(matchRoute("/tasks/")).toEqual({ page: "tasks" });
    expect(matchRoute("/tasks/fill-mask")).toEqual({ page: "task", id: "fill-mask" });
    expect(matchRoute("/libraries/diffusers")).toEqual({ page: "library", id: "diffusers" });
    expect(matchRoute("/models/google-bert/bert-base-uncased")).toEqual({ page: "model", id: "google-bert/bert-base-uncased" });
    expect(matchRoute("/models/gpt2")).toEqual({ page: "model", id: "gpt2" });
    expect(matchRoute("/matrix")).toEqual({ page: "matrix" });
    expect(matchRoute("/models/a/b/c")).toEqual({ page: "not-found", path: "/models/a/b/c" });
  });

  it("builds Update on GitHub links from the configured repository", () => {
    expect(editUrl("tasks/fill-mask/task.yaml")).toBe(`${DEFAULT_REPO_URL}/blob/main/tasks/fill-mask/task.yaml`);
    expect(editUrl("libraries/x.yaml", "https://git.example/org/repo")).toBe("https://git.example/org/repo/blob/main/libraries/x.yaml");
  });
});

describe("demo items", () => {
  it("text, image and audio (a missing file is reported, not broken)", () => {
    const text = renderToString(<DemoView item={{ type: "text", label: "Input", content: "I <3 it" }} mediaUrl={noMedia} />);
    expect(text).toContain("I &lt;3 it");
    const img = renderToString(<DemoView item={{ type: "img", label: "A cat", filename: "cat.png" }} mediaUrl={(f) => `/assets/${f}`} />);
    expect(img).toContain('src="/assets/cat.png"');
    expect(img).toContain('alt="A cat"');
    const audio = renderToString(<DemoView item={{ type: "audio", filename: "a.wav" }} mediaUrl={(f) => `/assets/${f}`} />);
    expect(audio).toMatch(/<audio[^>]*controls/);
    expect(renderToString(<DemoView item={{ type: "audio", filename: "gone.wav" }} mediaUrl={noMedia} />)).toContain("gone.wav");
  });

  it("a bar chart sorted by score with the numbers printed", () => {
    const html = renderToString(
      <BarChart
        data={[
          { label: "low", score: 0.1 },
          { label: "high", score: 0.9 },
        ]}
      />,
    );
    expect(html.indexOf("high")).toBeLessThan(html.indexOf("low"));
    expect(html).toContain("0.900");
    expect(html).toContain("width:90%");
  });

  it("a table with a header row", () => {
    const html = renderToString(
      <DemoView
        item={{
          type: "tabular",
          table: [
            ["a", "b"],
            ["1", "2"],
          ],
        }}
        mediaUrl={noMedia}
      />,
    );
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain("<td>2</td>");
  });

  it("token spans: in order, clipped when they overlap or run past the text, with a legend", () => {
    expect(
      tokenPieces("Ada met Bob", [
        { type: "PER", start: 8, end: 11 },
        { type: "PER", start: 0, end: 3 },
        { type: "X", start: 2, end: 5 },
      ]),
    ).toEqual([{ text: "Ada", type: "PER" }, { text: " m", type: "X" }, { text: "et " }, { text: "Bob", type: "PER" }]);
    expect(tokenPieces("abc", [{ type: "T", start: 1, end: 99 }])).toEqual([{ text: "a" }, { text: "bc", type: "T" }]);
    const html = renderToString(
      <TokenText
        content="Ada lives in Paris"
        tokens={[
          { type: "PER", start: 0, end: 3 },
          { type: "LOC", start: 13, end: 18 },
        ]}
      />,
    );
    expect(html).toMatch(/<mark class="token token-c0">Ada<span class="token-type">PER<\/span><\/mark>/);
    expect(html).toMatch(/aria-label="Legend"/);
    expect(html).toContain("token-c1");
  });
});

describe("sections and code", () => {
  it("a section heading carries its anchor link", () => {
    const html = renderToString(
      <Section id="datasets" title="Datasets">
        <p>x</p>
      </Section>,
    );
    expect(html).toContain('<h2 id="datasets"');
    expect(html).toContain('href="#datasets"');
    expect(html).toContain('aria-label="Datasets"');
    expect(html).toContain('aria-label="Link to section: Datasets"');
  });

  it("code is highlighted and escaped; previews cut long code", () => {
    const html = renderToString(<CodeBlock code={'print("<b>")\n# done'} language="python" />);
    expect(html).toContain('<span class="tok-string">&quot;&lt;b&gt;&quot;</span>');
    expect(html).toContain('<span class="tok-comment"># done</span>');
    expect(html).toContain(">Copy</button>");
    expect(html).toContain('aria-label="Copy python code"');
    expect(renderToString(<CodeBlock code="x" language="sh" label="curl snippet" />)).toContain('aria-label="Copy curl snippet"');
    const cut = renderToString(<CodeBlock code={"a\nb\nc"} language="sh" maxLines={2} copyable={false} />);
    expect(cut).toContain("a\nb\n…");
    expect(cut).not.toContain("Copy");
  });
});

describe("error boundary", () => {
  it("shows the error of a page that failed, in place", async () => {
    const { ErrorBoundary } = await import("../../viewer/src/components/error-boundary.js");
    const boundary = new ErrorBoundary({ children: null });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new TypeError("model.tags is not iterable"));
    const html = renderToString(<>{boundary.render()}</>);
    expect(html).toContain("This page failed to render");
    expect(html).toContain("model.tags is not iterable");
    expect(html).toContain('role="alert"');
  });
});

describe("router", () => {
  it("parses URLs, keeping a malformed escape as typed", async () => {
    const { parseUrl } = await import("../../viewer/src/router.js");
    expect(parseUrl("/models/a%20b/c?language=sh#inference")).toEqual({ pathname: "/models/a b/c", search: "?language=sh", hash: "#inference" });
    expect(parseUrl("/tasks/%E0").pathname).toBe("/tasks/%E0");
  });
});
