/**
 * Writes docs/server-transcript.md: the MCP SDK's client over Streamable HTTP (initialize,
 * tools/list, a tool call, a bad call) against `model-atlas serve` and against workerd, with the
 * session of test/server/session.ts, which the tests run and check on both.
 *
 *   npx tsx scripts/server-transcript.ts
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkSession, mcpSession, type SessionStep } from "../test/server/session.js";
import { ROOT, startServe } from "../test/server/start.js";

const render = (title: string, url: string, steps: SessionStep[]) =>
  [
    `## ${title}`,
    "",
    `Endpoint: \`${url.replace(/:\d+/, ":PORT")}\``,
    "",
    ...steps.flatMap((s) => [
      `### ${s.step}`,
      "",
      "Request:",
      "",
      "```json",
      JSON.stringify(s.request, null, 2),
      "```",
      "",
      "Answer:",
      "",
      "```json",
      JSON.stringify(s.answer, null, 2),
      "```",
      "",
    ]),
  ].join("\n");

const served = await startServe();
const node = await mcpSession(`${served.url}/mcp`);
await served.stop();

const dir = mkdtempSync(path.join(tmpdir(), "atlas-transcript-"));
spawnSync(process.execPath, [path.join(ROOT, "scripts/build-worker.mjs"), dir], { stdio: "inherit" });
const port = 18000 + Math.floor(Math.random() * 1000);
const workerd = spawn(path.join(ROOT, "node_modules/.bin/workerd"), ["serve", path.join(dir, "config.capnp"), "--socket-addr", `http=127.0.0.1:${port}`], {
  stdio: "ignore",
});
for (
  let i = 0;
  !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
) {
  if (i > 100) throw new Error("workerd did not start");
  await new Promise((done) => setTimeout(done, 100));
}
const worker = await mcpSession(`http://127.0.0.1:${port}/mcp`);
workerd.kill("SIGTERM");
rmSync(dir, { recursive: true, force: true });

const problems = [...checkSession(node), ...checkSession(worker)];
if (problems.length) throw new Error(problems.join("\n"));
writeFileSync(
  path.join(ROOT, "docs/server-transcript.md"),
  `# A recorded MCP session over HTTP\n\nThe MCP SDK's client (\`StreamableHTTPClientTransport\`) against \`model-atlas serve\` and against the same\nhandler in workerd: initialize, tools/list, a tool call, a bad call. Written by\n\`npx tsx scripts/server-transcript.ts\` on ${new Date().toISOString().slice(0, 10)}; test/server/ runs the same session on both.\n\n${render("model-atlas serve (Node)", `${served.url}/mcp`, node)}\n${render("workerd", `http://127.0.0.1:${port}/mcp`, worker)}`,
);
console.log("wrote docs/server-transcript.md");
