import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { isAnimatedImage } from "../../viewer/src/components/animated-image.js";
import { CodeBlock } from "../../viewer/src/components/code-block.js";
import { DemoView } from "../../viewer/src/components/demo-item.js";
import { LibraryFacts } from "../../viewer/src/components/library-facts.js";
import { RepoName } from "../../viewer/src/components/repo-name.js";
import { hasGlyph } from "../../viewer/src/data/emoji.js";
import { LocationProvider } from "../../viewer/src/router.js";
import { getLibrary } from "../../engine/index.js";
import { routeFiles } from "../../viewer/route-preload-plugin.js";
import { matchRoute } from "../../viewer/src/routes/match.js";
import { PAGE_MODULES } from "../../viewer/src/routes/pages.js";

// The /tasks page reads the task index that viewer/task-index-plugin.ts serves at build time.
vi.mock("virtual:atlas-task-index", () => ({ default: [] }));

describe("accessibility and polish", () => {
  it("code is named through a focusable region around the <pre>, never on the <pre> itself", () => {
    const html = renderToString(<CodeBlock code="print(1)" language="python" label="Python snippet using requests" />);
    expect(html).toContain('<div class="code-scroll" role="region" aria-label="Python snippet using requests" tabindex="0"><pre>');
    expect(html).not.toMatch(/<pre[^>]*aria-label/);
  });

  it("an animated demo (GIF) comes with a pause button; a still image does not", () => {
    const media = (name: string) => `/media/${name}`;
    const gif = renderToString(<DemoView item={{ type: "img", label: "A boat", filename: "sailing.gif" }} mediaUrl={media} />);
    expect(gif).toContain('<img src="/media/sailing.gif" alt="A boat"/>');
    expect(gif).toContain(">Pause animation</button>");
    expect(gif).toContain('<canvas role="img" aria-label="A boat" hidden=""');
    const png = renderToString(<DemoView item={{ type: "img", label: "A cat", filename: "cat.png" }} mediaUrl={media} />);
    expect(png).not.toContain("Pause animation");
    expect([isAnimatedImage("x.GIF"), isAnimatedImage("x.apng"), isAnimatedImage("x.png")]).toEqual([true, true, false]);
  });

  it("the 🤗 of a repository name is named for screen readers (and written out where no emoji font exists)", () => {
    expect(renderToString(<RepoName name="🤗/transformers" />)).toBe(
      '<span></span><span><span role="img" aria-label="Hugging Face">🤗</span>/transformers</span>',
    );
    expect(renderToString(<RepoName name="org/repo" />)).toBe("org/repo");
    // Without a canvas (server rendering), the glyph is assumed present.
    expect(hasGlyph("🤗")).toBe(true);
    const facts = renderToString(
      <LocationProvider url="/libraries/transformers">
        <LibraryFacts library={getLibrary("transformers")!} />
      </LocationProvider>,
    );
    expect(facts).toContain('aria-label="Hugging Face"');
  });

  it("index.html preloads each page's chunks, chosen by the app's own route matcher", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
      type: "chunk",
      fileName,
      facadeModuleId,
      imports,
      isEntry,
    });
    const bundle = {
      "entry.js": chunk("assets/entry.js", "/app/viewer/src/main.tsx", [], true),
      "matrix.js": chunk("assets/matrix-page-1.js", "/app/viewer/src/routes/matrix-page.tsx", ["assets/engine.js", "assets/entry.js"]),
      "engine.js": chunk("assets/engine.js", null, ["assets/zod.js"]),
      "zod.js": chunk("assets/zod.js", null),
      "style.css": { type: "asset", fileName: "assets/style.css" },
    };
    const files = routeFiles(bundle as never);
    expect(files).toEqual({ matrix: ["assets/matrix-page-1.js", "assets/engine.js", "assets/zod.js"] });
    // Every page the matcher returns has a module name (a new page without one would not be preloaded).
    for (const path of ["/tasks", "/tasks/x", "/libraries", "/libraries/x", "/models", "/models/a/b", "/matrix"])
      expect(PAGE_MODULES[matchRoute(path).page as keyof typeof PAGE_MODULES], path).toBeDefined();
  });

  it("the app loads every page from the one route table (routes/pages.ts) that the preload plugin reads", async () => {
    const { preloadPage } = await import("../../viewer/src/app.js");
    for (const [page, file] of Object.entries(PAGE_MODULES)) {
      const path = page === "task" ? "/tasks/x" : page === "library" ? "/libraries/x" : page === "model" ? "/models/a/b" : `/${page}`;
      expect(matchRoute(path).page).toBe(page);
      const loaded = (await preloadPage(path)) as { default?: unknown };
      expect(typeof loaded.default, file).toBe("function");
      expect(loaded).toBe(await import(`../../viewer/src/routes/${file}.tsx`));
    }
    await expect(preloadPage("/nowhere/at/all")).resolves.toBeUndefined();
  });
});
