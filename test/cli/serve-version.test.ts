/**
 * `model-atlas serve` run from the checkout (bin/model-atlas.js runs the sources through tsx)
 * reports package.json's version in /openapi.json and in MCP's serverInfo, as --version does;
 * it used to say "dev" there, since only the build writes the version in.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const child = spawn(process.execPath, [join(ROOT, "bin/model-atlas.js"), "serve", "--port", "0"], { cwd: ROOT, env: { ...process.env, HF_TOKEN: "" } });
let url = "";

beforeAll(async () => {
  url = await new Promise<string>((done, fail) => {
    let log = "";
    child.stderr.on("data", (d: Buffer) => {
      log += d.toString();
      const listening = /"listening":"([^"]+)"/.exec(log)?.[1];
      if (listening) done(listening.replace("127.0.0.1", "localhost"));
    });
    child.once("exit", (code) => fail(new Error(`serve exited with ${code}: ${log}`)));
  });
}, 120_000);
afterAll(() => {
  child.kill("SIGTERM");
});

describe("serve from the checkout", () => {
  it("reports package.json's version in /openapi.json and MCP's serverInfo", async () => {
    const openapi = (await (await fetch(`${url}/openapi.json`)).json()) as { info: { version: string } };
    expect(openapi.info.version).toBe(VERSION);
    const init = await fetch(`${url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "version-test", version: "1" } },
      }),
    });
    const text = await init.text();
    const body = JSON.parse(text.startsWith("{") ? text : /^data: (.*)$/m.exec(text)![1]!) as { result: { serverInfo: { version: string } } };
    expect(body.result.serverInfo.version).toBe(VERSION);
  });
});
