/**
 * The model page links the usage card of an embedded example: a `<link rel="alternate"
 * type="text/markdown">`, a link and a "Copy as Markdown" button, all to the file the viewer's
 * build emits for it (viewer/cards-export-plugin.ts serves exportFolder of the examples).
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { exportFolder } from "../../engine/cli/export/folder.js";
import { cardUrl } from "../../viewer/src/components/card-link.js";
import { EXAMPLE_MODELS } from "../../viewer/src/data/example-models.js";
import { LocationProvider } from "../../viewer/src/router.js";
import ModelPage from "../../viewer/src/routes/model-page.js";

const at = (url: string, node: React.ReactNode) => renderToString(<LocationProvider url={url}>{node}</LocationProvider>);

describe("the usage card of a model page", () => {
  it("links the card of an example model as an alternate Markdown version, with a Copy as Markdown button", () => {
    const html = at("/models/meta-llama/Llama-3.1-8B-Instruct", <ModelPage id="meta-llama/Llama-3.1-8B-Instruct" />);
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/cards/models/meta-llama/Llama-3.1-8B-Instruct.md"');
    expect(html).toContain(">Copy as Markdown</button>");
  });

  it("offers no card for a pasted record, which the build did not export", () => {
    const record = encodeURIComponent(JSON.stringify({ id: "acme/pasted", pipeline_tag: "fill-mask" }));
    const html = at(`/models/acme/pasted?record=${record}`, <ModelPage id="acme/pasted" />);
    expect(html).not.toContain("text/markdown");
  });

  it("points at a file the build emits, for every example, next to llms.txt", () => {
    const paths = new Set(exportFolder(EXAMPLE_MODELS.map((m) => m.record)).map((f) => `/cards/${f.path}`));
    expect(paths.has("/cards/llms.txt")).toBe(true);
    expect(EXAMPLE_MODELS.map((m) => decodeURIComponent(cardUrl(m.record.id))).filter((url) => !paths.has(url))).toEqual([]);
  });
});
