/** The matrix's `?open=` value: a cell the grid holds opens; any other value is flagged, like an unknown filter value. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cellKey } from "../../viewer/src/components/matrix-cell.js";
import { LocationProvider } from "../../viewer/src/router.js";
import MatrixPage from "../../viewer/src/routes/matrix-page.js";
import { buildMatrix } from "../../viewer/src/snippets/matrix.js";

const page = (url: string) =>
  renderToString(
    <LocationProvider url={url}>
      <MatrixPage />
    </LocationProvider>,
  ).replaceAll("<!-- -->", "");
const FLAG = 'Opened cell: nope<span class="filter-chip-reason">: ignored, no cell of this grid has this key</span>';

describe("matrix ?open=", () => {
  it("an unknown cell key is flagged as a removable chip, and no dialog opens", () => {
    const html = page("/matrix?open=nope");
    expect(html).toContain(FLAG);
    expect(html).toContain('aria-label="Remove filter Opened cell: nope"');
    expect(html).not.toContain("<dialog");
    expect(html).toContain('class="matrix"');
  });

  it("a known cell opens in the dialog and is not flagged", () => {
    const matrix = buildMatrix({ rows: "models" });
    const key = cellKey(matrix.rows[0]!, matrix.columns[0]!);
    const html = page(`/matrix?open=${encodeURIComponent(key)}`);
    expect(html).toContain("<dialog");
    expect(html).not.toContain("Opened cell:");
  });

  it("a cell that the filters leave out of the grid is flagged too", () => {
    const matrix = buildMatrix({ rows: "models", language: "python" });
    const key = cellKey(matrix.rows[0]!, matrix.columns[0]!);
    const html = page(`/matrix?language=js&open=${encodeURIComponent(key)}`);
    expect(html).toContain(`Opened cell: ${key.replaceAll("&", "&amp;")}<span class="filter-chip-reason">`);
    expect(html).not.toContain("<dialog");
  });
});
