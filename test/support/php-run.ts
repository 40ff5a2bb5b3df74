/**
 * Runs PHP snippets against the recording server. The curl extension cannot be redirected from
 * inside PHP, so (test harness only) the API URLs in the snippet text — `"https://<host>` for the
 * hosts of the provider definitions, the router and the test endpoint, never other URLs such as an
 * image URL in a chat message or a LoRA on the hub — are pointed at a small front server, which tags each
 * request with its case (`/<n>/__host/<host>/<path>` → x-atlas-case), forwards it to the
 * recording server as `/__host/<host>/<path>`, and points the https:// and media URLs inside the
 * answers back at itself, so job flows reach the server too (a path taken from such a URL loses
 * that prefix again on the way in).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PROVIDERS } from "../../engine/inference/providers/index.js";

/** Hosts the snippets call: providers (routed and direct), the router, the test endpoint (not the hub: its URLs are in bodies, as LoRA weights). */
export function apiHosts(): Set<string> {
  const hosts = new Set(["router.huggingface.co", "my-endpoint.example.com"]);
  for (const p of PROVIDERS.values()) {
    for (const url of [p.routedBaseUrl, p.directBaseUrl, ...Object.values(p.tasks).map((t) => t?.directBaseUrl)]) if (url) hosts.add(new URL(url).host);
  }
  return hosts;
}

export interface Front {
  url: string;
  /** The snippet of case `id` with its API URLs pointed at the front server. */
  rewrite(id: string, code: string): string;
  close(): Promise<void>;
}

export async function startFront(server: string): Promise<Front> {
  const ids: string[] = [];
  const hosts = [...apiHosts()].sort((a, b) => b.length - a.length);
  let self = "";
  const front = http.createServer((req, res) => {
    const m = /^\/(\d+)(\/.*)$/.exec(req.url ?? "");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (!m) return void res.writeHead(404).end();
      const n = m[1]!;
      const headers = { ...req.headers, "x-atlas-case": ids[Number(n)] ?? "" };
      delete headers.host;
      // A URL the snippet built from the path of a rewritten answer URL (fal's status URL) holds
      // that URL's `/<n>/__host/<host>` prefix inside: the real URL's path has none.
      const target = m[2]!.replace(/\/\d+\/__host\/[^/?]+/g, "");
      const forward = http.request(`${server}${target}`, { method: req.method, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (c: Buffer) => parts.push(c));
        answer.on("end", () => {
          let body = Buffer.concat(parts);
          if (/json|text/.test(answer.headers["content-type"] ?? "")) {
            body = Buffer.from(body.toString("utf8").split("https://").join(`${self}/${n}/__host/`).split(server).join(`${self}/${n}`));
          }
          const out = { ...answer.headers };
          delete out["content-length"];
          delete out["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, out).end(body);
        });
      });
      forward.on("error", () => res.writeHead(502).end());
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  self = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    url: self,
    rewrite(id, code) {
      const n = ids.push(id) - 1;
      return hosts.reduce((text, host) => text.split(`"https://${host}`).join(`"${self}/${n}/__host/${host}`), code);
    },
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
}
