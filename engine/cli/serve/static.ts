/**
 * The built viewer (viewer/dist: the app, and the cards of the example models under /cards/),
 * read from disk for `model-atlas serve`. What is a file and what is a page is decided by the
 * build and the app, never by a dot in the path (model ids such as Llama-3.1 have one):
 * - a path under a folder of the build's root (Vite's assets folder, cards/), or naming a file at
 *   that root (index.html, a favicon), is a file; a missing one is a 404;
 * - a path the app's own route table names a page (viewer/src/routes/match.ts) is the app's
 *   index.html, with 200;
 * - anything else is a 404: the app's index.html (which shows its not-found page) for a browser
 *   asking for HTML, problem+json from the handler for everyone else.
 * Files Vite hashed (listed in the build's .vite/manifest.json) are cached for good; everything
 * else is revalidated by its ETag. Nothing outside the folder, and no dot-named entry, is read.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decodePath, matchUrlPath } from "../../../viewer/src/routes/match.js";
import type { StaticFile } from "../../server/handler.js";
import { EXIT } from "../exit-codes.js";
import { CliError } from "../io.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ico": "image/x-icon",
};

/** A hashed file's name changes with its content: browsers may keep it for a year without asking. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but asked about (by its ETag) before each use: index.html names the hashed files of the current build. */
const REVALIDATE = "no-cache";
/** The file a folder's path answers: a page's index.html, or the llms.txt of /cards/. */
const FOLDER_INDEXES = ["index.html", "llms.txt"];

/** The request headers the reader looks at. */
type RequestHeaders = { get(name: string): string | null };
export type StaticReader = (pathname: string, headers: RequestHeaders) => Promise<StaticFile | undefined>;

/** viewer/dist beside the sources (engine/cli/serve/) or the bundle (dist/cli/), when built. */
export function findViewer(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../../viewer/dist"), path.resolve(here, "../../../viewer/dist")].find((dir) => existsSync(path.join(dir, "index.html")));
}

/** The folder `serve --viewer <dir>` names, refused unless a build of the viewer is there. */
export function viewerFolder(dir: string): string {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, "index.html")))
    throw new CliError(EXIT.usage, `--viewer ${dir}: no index.html there; build the viewer with: npx vite build --config viewer/vite.config.ts`);
  return root;
}

/** What the build holds at its root, read once: its folders and files (no dot-named entry), and the files Vite hashed. */
interface Build {
  root: string;
  folders: ReadonlySet<string>;
  files: ReadonlySet<string>;
  hashed: ReadonlySet<string>;
}

function readBuild(root: string): Build {
  const entries = readdirSync(root, { withFileTypes: true }).filter((e) => !e.name.startsWith("."));
  return {
    root,
    folders: new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name)),
    files: new Set(entries.filter((e) => e.isFile()).map((e) => e.name)),
    hashed: hashedFiles(root),
  };
}

/** Every file Vite wrote under a hashed name (entries, chunks, CSS, imported media), by path from the root. */
function hashedFiles(root: string): Set<string> {
  let manifest: Record<string, { file?: string; css?: string[]; assets?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, ".vite", "manifest.json"), "utf8"));
  } catch {
    return new Set(); // no manifest: nothing is known to be hashed, so everything is revalidated
  }
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file ?? [], chunk.css ?? [], chunk.assets ?? []].flat()));
}

export function staticReader(root: string): StaticReader {
  const build = readBuild(root);
  return async (pathname, headers) => {
    const decoded = decodePath(pathname);
    const [first = "", ...rest] = decoded.split("/").slice(1);
    if (build.folders.has(first) || (rest.length === 0 && build.files.has(first))) {
      const found = await fileAnswer(build, first, pathname, decoded, headers);
      if (found) return found;
    } else if (matchUrlPath(pathname).page !== "not-found") {
      return answerFile(build, path.join(root, "index.html"), headers);
    }
    // Not here: a browser gets the app, which shows its not-found page; an API client gets the handler's problem+json.
    if (!acceptsHtml(headers.get("accept"))) return undefined;
    const page = await answerFile(build, path.join(root, "index.html"), headers);
    return page && { ...page, status: 404, headers: { "cache-control": REVALIDATE, vary: "accept" } };
  };
}

/**
 * A file of the build, or the index of a folder (a folder named without its final slash is sent
 * there). The path must stay under the root entry it named (`first`), through no dot-named part.
 */
async function fileAnswer(build: Build, first: string, pathname: string, decoded: string, headers: RequestHeaders): Promise<StaticFile | undefined> {
  const file = path.resolve(build.root, `.${decoded}`);
  const parts = path.relative(build.root, file).split(path.sep);
  if (parts[0] !== first || parts.some((part) => part.startsWith("."))) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isDirectory()) return answerFile(build, file, headers);
  for (const index of FOLDER_INDEXES) {
    if (!existsSync(path.join(file, index))) continue;
    if (!decoded.endsWith("/")) return { body: "", contentType: "text/plain; charset=utf-8", status: 308, headers: { location: `${pathname}/` } };
    return answerFile(build, path.join(file, index), headers);
  }
  return undefined;
}

/** One file with its caching headers: 304 when the caller's copy (If-None-Match) is current. */
async function answerFile(build: Build, file: string, headers: RequestHeaders): Promise<StaticFile | undefined> {
  let body: Buffer;
  let modified: number;
  try {
    [body, modified] = await Promise.all([readFile(file), stat(file).then((s) => s.mtimeMs)]);
  } catch {
    return undefined;
  }
  const etag = `W/"${body.byteLength.toString(16)}-${Math.floor(modified).toString(16)}"`;
  const hashed = build.hashed.has(path.relative(build.root, file).split(path.sep).join("/"));
  const current = (headers.get("if-none-match") ?? "").split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
  return {
    // The body goes with a 304 too: the handler sends none, but its Content-Length is the file's.
    body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
    contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
    status: current ? 304 : 200,
    headers: { "cache-control": hashed ? IMMUTABLE : REVALIDATE, etag },
  };
}

/** Whether an Accept header names HTML: a browser's navigation does; the any-type default of curl and fetch does not. */
function acceptsHtml(accept: string | null): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return (type === "text/html" || type === "application/xhtml+xml") && (q === undefined || Number(q.slice(2)) > 0);
  });
}
