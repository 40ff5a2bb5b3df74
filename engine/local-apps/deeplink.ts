/**
 * Builds an app's deeplink from its YAML: the model id goes into the path one segment at a
 * time and every query value is percent-encoded, so an id or file name can never add a
 * parameter, a fragment or a path of its own.
 */
import type { DeeplinkSpec } from "../schema/local-app.js";
import type { AppModel } from "./app-model.js";

/** Percent-encodes everything outside RFC 3986's unreserved set, keeping "/" unless told. */
function encode(value: string, keepSlash: boolean): string {
  const out = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? out.replace(/%2F/g, "/") : out;
}

/** Path form of a repository id: each "/"-separated segment encoded, "." and ".." segments too, so none climbs a level. */
function pathOf(id: string): string {
  return id
    .split("/")
    .map((segment) => (segment === "." || segment === ".." ? segment.replace(/\./g, "%2E") : encode(segment, false)))
    .join("/");
}

export function deeplinkValue(m: AppModel, value: DeeplinkSpec["query"][number]["value"]): string | undefined {
  if (value === "repo") return m.id;
  if (value === "file") return m.choice?.file;
  return m.choice?.quant || undefined;
}

export function buildDeeplink(spec: DeeplinkSpec, m: AppModel): string {
  const base = spec.url.replace("{repo}", pathOf(m.id));
  const query = spec.query
    .map((q) => ({ q, value: deeplinkValue(m, q.value) }))
    .filter((p): p is { q: typeof p.q; value: string } => p.value !== undefined && p.value !== "")
    .map(({ q, value }) => `${q.name}=${encode(value, !q.encodeSlash)}`);
  return query.length ? `${base}?${query.join("&")}` : base;
}
