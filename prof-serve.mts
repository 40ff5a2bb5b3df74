const { createAtlasHandler } = await import("/work/main/engine/server/index.ts");
const h = createAtlasHandler({ log: () => {} });
const MODEL = { id: "acme/fill", pipeline_tag: "fill-mask", mask_token: "[MASK]" };
const args = { model: MODEL, provider: "hf-inference", language: "sh", client: "curl" };
const mcp = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_snippets", arguments: args } });
const rest = JSON.stringify(args);
const which = process.env.W ?? "both";
const H = { "content-type": "application/json", accept: "application/json, text/event-stream", host: "127.0.0.1:8080" };
const mkReq = (path, body) => new Request("http://127.0.0.1:8080" + path, { method: "POST", body, headers: H });
const mk = (path, body) => { const bytes = new TextEncoder().encode(body); return { method: "POST", url: "http://127.0.0.1:8080" + path, headers: { get: (n) => H[n] ?? null }, body: null, wholeBody: bytes, toRequest: () => mkReq(path, body) }; };
for (const [name, path, body] of [["rest", "/v1/snippets", rest], ["mcp", "/mcp", mcp]]) {
  if (which !== "both" && which !== name) continue;
  for (let round = 0; round < Number(process.env.R ?? 3); round++) {
    const n = 3000; const t = performance.now();
    for (let i = 0; i < n; i++) { const r = await h.answer(mk(path, body)); if (r.status !== 200) throw new Error(String(r.status)); }
    console.log(name, ((performance.now() - t) / n * 1000).toFixed(0), "µs/request");
  }
}
