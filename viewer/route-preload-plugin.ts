/**
 * Route preloading. Each page is its own chunk, imported by the entry only once the entry
 * runs, so the page's code used to start downloading late and "Loading…" flashed. At build
 * time this plugin writes a small inline script into index.html that maps the opened path
 * (with the app's own route matcher) to its page chunk and the chunks that chunk imports,
 * and adds <link rel="modulepreload"> for them: they download alongside the entry.
 */
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { matchRoute } from "./src/routes/match.js";
import { PAGE_MODULES } from "./src/routes/pages.js";

type OutputBundle = NonNullable<IndexHtmlTransformContext["bundle"]>;
type OutputChunk = Extract<OutputBundle[string], { type: "chunk" }>;

/** The chunk files a page needs before it runs: its own and their static imports, transitively. */
export function routeFiles(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: Record<string, string[]> = {};
  for (const [page, module] of Object.entries(PAGE_MODULES)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(`/src/routes/${module}.tsx`));
    if (!chunk) continue;
    // The entry is already a module script of the page.
    const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(chunk.fileName);
    files[page] = [...seen].filter((file) => !entries.has(file));
  }
  return files;
}

export function routePreloadPlugin(): Plugin {
  let base = "/";
  return {
    name: "atlas-route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const files = routeFiles(context.bundle);
        // The matcher is the app's own (routes/match.ts), so the two cannot disagree.
        const script = `(() => {
  const files = ${JSON.stringify(files)};
  const page = (${matchRoute.toString()})(location.pathname).page;
  for (const file of files[page] || []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = ${JSON.stringify(base)} + file;
    document.head.appendChild(link);
  }
})();`;
        return [{ tag: "script", children: script, injectTo: "head-prepend" }];
      },
    },
  };
}
