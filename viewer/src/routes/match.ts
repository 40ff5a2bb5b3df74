/**
 * Which page a path shows, and its parameters. Pure, so tests can check it without a DOM, and
 * `model-atlas serve` asks it which paths are pages of the app (engine/cli/serve/static.ts).
 */
export type Route =
  | { page: "tasks" }
  | { page: "task"; id: string }
  | { page: "libraries" }
  | { page: "library"; id: string }
  | { page: "models" }
  | { page: "model"; id: string }
  | { page: "matrix" }
  | { page: "not-found"; path: string };

export function matchRoute(pathname: string): Route {
  const parts = pathname.split("/").filter(Boolean);
  const [head, ...rest] = parts;
  if (!head || (head === "tasks" && rest.length === 0)) return { page: "tasks" };
  if (head === "tasks" && rest.length === 1) return { page: "task", id: rest[0]! };
  if (head === "libraries" && rest.length === 0) return { page: "libraries" };
  if (head === "libraries" && rest.length === 1) return { page: "library", id: rest[0]! };
  if (head === "models" && rest.length === 0) return { page: "models" };
  // Hub ids are "org/name", or a bare "name" for a few legacy models.
  if (head === "models" && (rest.length === 1 || rest.length === 2)) return { page: "model", id: rest.join("/") };
  if (head === "matrix" && rest.length === 0) return { page: "matrix" };
  return { page: "not-found", path: pathname };
}

/** The page a URL's path names as it arrives (percent-encoded), read as the app reads it. */
export function matchUrlPath(pathname: string): Route {
  return matchRoute(decodePath(pathname));
}

/** A malformed escape (`/tasks/%E0`) is kept as typed rather than crashing the app. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
