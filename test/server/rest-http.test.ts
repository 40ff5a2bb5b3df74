/**
 * `model-atlas serve` as a user of another language meets it: REST from Python `requests` and
 * from curl, then the faults of a public endpoint, each followed by a good request that must be
 * answered correctly, and SIGTERM under load, which must lose no accepted request.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT } from "../mcp/cases.js";
import { startServe, type Served } from "./start.js";

let served: Served;
beforeAll(async () => {
  served = await startServe();
}, 180_000);
afterAll(async () => {
  if (served.child.exitCode === null) expect(await served.stop()).toBe(0);
});

const MODEL = { id: "acme/fill", pipeline_tag: "fill-mask", mask_token: "[MASK]" };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${served.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** The good request every fault is followed by. */
async function stillAnswers(): Promise<void> {
  const response = await post("/v1/snippets", { model: MODEL, provider: "hf-inference", language: "sh", client: "curl" });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { snippets: { content: string }[] }).snippets[0]!.content).toContain("acme/fill");
}

/** POST on a new connection (no keep-alive pool): status and body. */
function ownConnection(path: string, body: unknown): Promise<[number, string]> {
  const data = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      `${served.url}${path}`,
      { method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done([res.statusCode!, Buffer.concat(chunks).toString()]));
      },
    );
    req.on("error", fail);
    req.end(data);
  });
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);

describe("REST from other languages", () => {
  it("Python requests: snippets, a card as Markdown, a problem naming the field", () => {
    const script = `
import json, sys, requests
base = sys.argv[1]
model = json.loads(sys.argv[2])
r = requests.post(base + "/v1/snippets", json={"model": model, "language": "python", "client": "openai"})
print(r.status_code, r.headers["content-type"], r.json()["snippets"][0]["content"].count("OpenAI("))
r = requests.post(base + "/v1/cards", json={"model": model, "provider": "groq", "languages": ["sh"]}, headers={"Accept": "text/markdown"})
print(r.status_code, r.headers["content-type"], r.text.splitlines()[0])
r = requests.post(base + "/v1/cards", json={"model": model, "provider": "fal-ai"})
p = r.json()
print(r.status_code, r.headers["content-type"], p["field"], ",".join(p["mapped"]))
r = requests.get(base + "/v1/libraries", params={"q": "diffusers"})
print(r.status_code, r.json()["libraries"][0]["id"])
`;
    const out = execFileSync("/usr/bin/python3", ["-c", script, served.url, JSON.stringify(CHAT)], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(out[0]).toBe("200 application/json; charset=utf-8 1");
    expect(out[1]).toBe("200 text/markdown; charset=utf-8 # `meta-llama/Llama-3.1-8B-Instruct`");
    expect(out[2]).toBe("422 application/problem+json provider cerebras,groq,together,novita,featherless-ai,hf-inference");
    expect(out[3]).toBe("200 diffusers");
  });

  it("curl: a snippet, a task, the OpenAPI document, a 405 with Allow", () => {
    const curl = (...args: string[]) => execFileSync("curl", ["-sS", ...args], { encoding: "utf8" });
    const snippets = JSON.parse(
      curl(
        "-X",
        "POST",
        `${served.url}/v1/snippets`,
        "-H",
        "content-type: application/json",
        "-d",
        JSON.stringify({ model: MODEL, provider: "hf-inference", language: "sh" }),
      ),
    );
    expect(snippets.snippets[0].content).toContain("https://router.huggingface.co/hf-inference/models/acme/fill");
    expect(JSON.parse(curl(`${served.url}/v1/tasks/fill-mask`)).task.id).toBe("fill-mask");
    expect(JSON.parse(curl(`${served.url}/openapi.json`)).openapi).toBe("3.1.0");
    expect(curl("-i", "-X", "DELETE", `${served.url}/mcp`)).toMatch(/^HTTP\/1\.1 405[\s\S]*\r\nallow: POST\r\n/i);
  });
});

describe("faults, each followed by a good request", () => {
  it.each([2, 10])("a body of %i MB: 413 before parsing, with or without Content-Length", async (mb) => {
    const body = `{"model": "${"a".repeat(mb * 1024 * 1024)}"}`;
    const sized = await post("/v1/snippets", body);
    expect(sized.status).toBe(413);
    expect(sized.headers.get("content-type")).toBe("application/problem+json");
    const chunked = execFileSync(
      "curl",
      [
        "-s",
        "-o",
        "/dev/null",
        "-w",
        "%{http_code}",
        "-X",
        "POST",
        `${served.url}/v1/snippets`,
        "-H",
        "content-type: application/json",
        "-H",
        "transfer-encoding: chunked",
        "--data-binary",
        "@-",
      ],
      { input: body, encoding: "utf8" },
    );
    expect(chunked).toBe("413");
    await stillAnswers();
  });

  it("truncated JSON: 400 with line and column", async () => {
    const response = await post("/v1/snippets", '{\n  "model": {"id": "a/b",');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: "/problems/malformed-json", line: 2, column: 25 });
    await stillAnswers();
  });

  it("a wrong content type: 415", async () => {
    const response = await post("/v1/snippets", "model=a", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    await stillAnswers();
  });

  it("a client that disconnects mid-answer", async () => {
    // A large answer (the whole card) asked for, and the socket closed as soon as it starts to arrive.
    const body = JSON.stringify({ model: CHAT });
    await new Promise<void>((done) => {
      const req = httpRequest(
        `${served.url}/v1/cards`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.once("data", () => {
            req.destroy();
            done();
          });
        },
      );
      req.on("error", () => done());
      req.end(body);
    });
    await stillAnswers();
  });

  it("a socket that sends half a request and closes", async () => {
    const socket = connect(Number(new URL(served.url).port), "127.0.0.1");
    await new Promise((done) => socket.once("connect", done));
    socket.resume();
    socket.end('POST /v1/snippets HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mo');
    await new Promise((done) => socket.once("close", done));
    await stillAnswers();
  });

  it("100 concurrent bad requests mixed with good ones; RSS comes back within 10 %", async () => {
    for (let i = 0; i < 200; i++) await stillAnswers();
    const before = rssKb(served.child.pid!);
    const asks = Array.from({ length: 200 }, (_, i) =>
      i % 2
        ? post("/v1/snippets", { model: MODEL, provider: "hf-inference", language: "sh" }).then((r) => r.status)
        : [
            () => post("/v1/snippets", '{"model": ').then((r) => r.status),
            () => post("/v1/snippets", { model: MODEL, language: "rust" }).then((r) => r.status),
            () => fetch(`${served.url}/v1/nope`).then((r) => r.status),
            () => fetch(`${served.url}/v1/snippets`).then((r) => r.status),
            () => post("/v1/cards", { model: CHAT, provider: "fal-ai" }).then((r) => r.status),
          ][(i / 2) % 5]!(),
    );
    const statuses = await Promise.all(asks);
    expect(statuses.filter((_, i) => i % 2)).toEqual(Array(100).fill(200));
    expect(new Set(statuses.filter((_, i) => !(i % 2)))).toEqual(new Set([400, 404, 405, 422]));
    for (let i = 0; i < 200; i++) await stillAnswers();
    expect(rssKb(served.child.pid!)).toBeLessThan(before * 1.1);
  }, 180_000);
});

describe("SIGTERM", () => {
  it("under load: every accepted request is answered, then the process exits 0", async () => {
    // Each request on a connection of its own (fetch's pool would reuse sockets of the earlier
    // tests, which the server may close for idleness at any moment: a race of keep-alive, not of
    // the drain).
    const asks = Array.from({ length: 40 }, (_, i) =>
      ownConnection("/v1/cards", { model: { ...CHAT, id: `org/chat-${i}` }, format: "json" }).then(([status, text]) => [
        status,
        (JSON.parse(text) as { id: string }).id,
      ]),
    );
    // Accepted: once a later request is answered, the server has read every earlier one (its
    // event loop reads all ready sockets before it gets to the later one).
    await new Promise((done) => setTimeout(done, 200));
    expect((await ownConnection("/v1/snippets", { model: MODEL, provider: "hf-inference", language: "sh" }))[0]).toBe(200);
    served.child.kill("SIGTERM");
    const answers = await Promise.all(asks);
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => [200, `org/chat-${i}`]));
    expect(await served.exited).toBe(0);
    // One JSON line per request: method, route, status, ms, bytes, and nothing of a body.
    const lines = served.log.filter((l) => l.startsWith('{"time"')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(500);
    for (const line of lines) expect(Object.keys(line)).toEqual(["time", "method", "route", "status", "ms", "bytes"]);
    expect(served.log.join("\n")).not.toContain("Llama");
  }, 180_000);
});
