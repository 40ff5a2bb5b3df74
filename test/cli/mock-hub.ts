/**
 * A local stand-in for a hub's model API on 127.0.0.1 (no network). Each model id picks a
 * behaviour: found, missing (401 without a token, 404 with one, as huggingface.co answers),
 * gated (401 without a token, 403 with a wrong one), a bare 401 without an error code, flaky
 * (500 once, then found), busy (always 429), slow (answers after the test's time limit).
 * Families of ids for hub-wide rates: `acme/ok-*` found, `acme/down-*` 503, `acme/reset-*` a cut
 * connection, `acme/status-<code>-*` that status alone (no X-Error-Code); any other unknown id is missing.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const GOOD_TOKEN = "hf_mock_token_with_access";

export const FOUND_MODEL = {
  id: "acme/tiny-classifier",
  pipeline_tag: "text-classification",
  library_name: "transformers",
  tags: ["transformers", "text-classification"],
  widgetData: [{ text: "The update fixed every crash I had." }],
};

export interface MockHub {
  url: string;
  /** Every request received: path (with query) and the authorization header. */
  requests: { path: string; authorization?: string }[];
  close(): Promise<void>;
}

export async function startMockHub(): Promise<MockHub> {
  const requests: MockHub["requests"] = [];
  const seen = new Map<string, number>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ path: `${url.pathname}${url.search}`, ...(req.headers.authorization && { authorization: req.headers.authorization }) });
    const id = decodeURIComponent(url.pathname.replace(/^\/api\/models\//, ""));
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (id.startsWith("acme/ok-")) return send(200, { ...FOUND_MODEL, id });
    if (id.startsWith("acme/down-")) return send(503, { error: "Service Unavailable" });
    if (id.startsWith("acme/reset-")) return void req.socket.destroy();
    const status = /^acme\/status-(\d{3})-/.exec(id)?.[1];
    if (status) return send(Number(status), { error: `HTTP ${status}` });
    switch (id) {
      case "acme/tiny-classifier":
        return send(200, FOUND_MODEL);
      case "acme/gated":
        if (req.headers.authorization === `Bearer ${GOOD_TOKEN}`) return send(200, { ...FOUND_MODEL, id });
        return send(req.headers.authorization ? 403 : 401, { error: "Access to this model is restricted" }, { "x-error-code": "GatedRepo" });
      case "acme/plain-401":
        // A mirror that answers with the status alone, without X-Error-Code.
        return send(401, { error: "Unauthorized" });
      case "acme/flaky":
        return count === 1 ? send(500, { error: "Internal Error" }) : send(200, { ...FOUND_MODEL, id });
      case "acme/busy":
        return send(429, { error: "Too many requests" }, { "retry-after": "0" });
      case "acme/slow":
        return void setTimeout(() => send(200, { ...FOUND_MODEL, id }), 1_500).unref();
      case "acme/down":
        return send(503, { error: "Service Unavailable" });
      case "acme/limited":
        return send(429, { error: "Too many requests" }, { "retry-after": "7" });
      case "acme/silent":
        // Never answers: the connection stays open until the client gives up or the hub closes.
        return;
      case "acme/reset":
        return void req.socket.destroy();
      case "acme/half":
        res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
        res.write('{"id": "acme/half", "pipeline_tag": ');
        return void setTimeout(() => req.socket.destroy(), 20).unref();
      case "acme/slowish":
        return void setTimeout(() => send(200, { ...FOUND_MODEL, id }), 150).unref();
      case "acme/huge":
        return send(200, { ...FOUND_MODEL, id, tags: Array.from({ length: 100_000 }, (_, i) => `tag-${i}-padding`) });
      case "acme/not-json":
        res.writeHead(200, { "content-type": "text/html" });
        return void res.end("<html>maintenance</html>");
      default:
        // Like huggingface.co: without a token a missing repository is a 401, so as not to
        // reveal which private names exist; X-Error-Code says what it really is.
        return send(req.headers.authorization ? 404 : 401, { error: "Repository not found" }, { "x-error-code": "RepoNotFound" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
