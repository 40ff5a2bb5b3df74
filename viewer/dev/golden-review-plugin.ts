/**
 * The golden review of `npm run dev` (and only of it: `apply: "serve"`, nothing in the build):
 *
 * - `GET /__atlas/golden`: every snippet golden cell of test/support/snippet-goldens.ts, today's
 *   output against its file (`same`, `differs`, `missing`), the file's text for those that differ;
 * - `POST /__atlas/golden/accept` with `{ "names": [<path under test/golden/>, …] }`: writes those
 *   files with today's output, as `npm run golden:update` would. Only names of known cells are
 *   taken, and only under test/golden/ (./golden-write.ts).
 *
 * Both answer only to this machine (./local-request.ts). The cells are computed through Vite's
 * SSR loader, so they use the templates the registry watcher last wrote, with the same code
 * as the golden tests.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { GoldenReview, GoldenReviewCell } from "../src/dev/golden-types.js";
import { writeGolden } from "./golden-write.js";
import { answer, readJson } from "./json-answer.js";
import { notLocal } from "./local-request.js";

type SnippetGoldens = typeof import("../../test/support/snippet-goldens.js");
type GoldenCell = ReturnType<SnippetGoldens["snippetGoldenCells"]>[number];

export const GOLDEN_ENDPOINT = "/__atlas/golden";

/** vitest's file snapshots pass a file written with CRLF line ends against text without them. */
function sameText(file: string, now: string): boolean {
  return file === now || (file.includes("\r\n") && !now.includes("\r\n") && file.replace(/\r\n/g, "\n") === now);
}

/**
 * Today's cells, computed once per load of the module: the SSR loader hands back the same
 * module until a file it imports (a template module the registry watcher wrote, a case list)
 * changes. The golden files themselves are read at every request.
 */
const computed = new WeakMap<SnippetGoldens, GoldenCell[]>();

async function cells(server: ViteDevServer, projectRoot: string): Promise<GoldenCell[]> {
  const goldens = (await server.ssrLoadModule(path.join(projectRoot, "test/support/snippet-goldens.ts"))) as SnippetGoldens;
  let list = computed.get(goldens);
  if (!list) computed.set(goldens, (list = goldens.snippetGoldenCells()));
  return list;
}

async function review(server: ViteDevServer, projectRoot: string): Promise<GoldenReview> {
  const list: GoldenReviewCell[] = (await cells(server, projectRoot)).map((cell) => {
    const file = fs.existsSync(cell.file) ? fs.readFileSync(cell.file, "utf8") : undefined;
    const status = file === undefined ? "missing" : sameText(file, cell.content) ? "same" : "differs";
    const row = `${cell.area}/${cell.case}`;
    return { name: cell.name, row, language: cell.language, client: cell.client, status, now: cell.content, ...(status === "differs" ? { golden: file } : {}) };
  });
  return { cells: list };
}

async function accept(server: ViteDevServer, projectRoot: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const names = (body as { names?: unknown } | null)?.names;
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === "string"))
    return { status: 400, body: 'expected { "names": [<golden file under test/golden/>, …] }' };
  const known = new Map((await cells(server, projectRoot)).map((cell) => [cell.name, cell.content]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) return { status: 403, body: `not golden files of a snippet case: ${unknown.join(", ")}` };
  for (const name of names) writeGolden(projectRoot, name, known.get(name)!);
  return { status: 200, body: { written: names.map((name) => `test/golden/${name}`) } };
}

export function goldenReviewPlugin(projectRoot: string): Plugin {
  return {
    name: "atlas-golden-review",
    apply: "serve",
    configureServer(server) {
      // Once a page has asked for the review, today's cells are worked out again as soon as the
      // registry watcher writes a generated file, while the page reloads, instead of after it asks.
      let asked = false;
      const generated = path.join(projectRoot, "engine", "generated") + path.sep;
      server.watcher.on("change", (file) => {
        if (asked && file.startsWith(generated)) cells(server, projectRoot).catch(() => undefined);
      });
      server.middlewares.use(GOLDEN_ENDPOINT, (req, res) => {
        const refused = notLocal(req);
        if (refused) return answer(res, 403, refused);
        asked = true;
        const route = (req.url ?? "/").split("?")[0];
        const run = async () => {
          if (req.method === "GET" && route === "/") return answer(res, 200, await review(server, projectRoot));
          if (req.method === "POST" && route === "/accept") {
            const done = await accept(server, projectRoot, await readJson(req));
            return answer(res, done.status, done.body);
          }
          return answer(res, 404, `${req.method} ${GOLDEN_ENDPOINT}${route} is not an endpoint`);
        };
        run().catch((error: unknown) => answer(res, 500, error instanceof Error ? error.message : String(error)));
      });
    },
  };
}
