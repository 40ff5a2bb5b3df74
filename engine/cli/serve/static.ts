/**
 * Files of the built viewer (viewer/dist: the app, and the cards of the example models under
 * /cards/), read from disk for `model-atlas serve` when the viewer has been built. The handler
 * asks by path; nothing outside the folder is read.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
  ".webp": "image/webp",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".ico": "image/x-icon",
};

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

export function staticReader(root: string): (pathname: string) => Promise<StaticFile | undefined> {
  return async (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const file = path.join(root, path.normalize(decoded));
    if (!file.startsWith(root + path.sep) && file !== root) return undefined;
    const target = decoded.endsWith("/") ? path.join(file, decoded.startsWith("/cards/") ? "llms.txt" : "index.html") : file;
    const found = await read(target);
    if (found) return found;
    // A history route of the app (/models/owner/name) is the app's page; a missing file with an extension is a 404.
    return path.extname(decoded) || decoded.startsWith("/cards/") ? undefined : read(path.join(root, "index.html"));
  };
}

async function read(file: string): Promise<StaticFile | undefined> {
  try {
    const body = await readFile(file);
    return {
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
      contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
    };
  } catch {
    return undefined;
  }
}
