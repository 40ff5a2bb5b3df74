/**
 * Snippets that can run here, run. Every `curl` to a local server (vLLM, SGLang, TGI, MLX LM)
 * is sent to a recording server instead and must post the OpenAI-style request it shows; Pi's
 * configuration step writes ~/.pi/agent/models.json with jq (which `npm test` installs first,
 * scripts/test-env/) into a throwaway HOME, and the file names the model exactly, hostile id included.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLocalApps } from "../../engine/index.js";
import { HOSTILE } from "../library-snippets/hostile.js";
import { startRecordingServer } from "../support/recording-server.js";
import { ALL_CASES } from "./support.js";

describe("runnable snippets", () => {
  it("every curl to a local server posts valid JSON naming the model to /v1/...", async () => {
    const server = await startRecordingServer();
    server.on("POST", (p) => p.startsWith("/v1/"), { body: { choices: [] } });
    try {
      let sent = 0;
      for (const c of ALL_CASES) {
        for (const app of getLocalApps(c.model, { file: c.file })) {
          for (const s of app.snippets ?? []) {
            const at = s.content.indexOf("curl 'http://localhost:");
            if (at < 0) continue;
            const command = s.content.slice(at).replace(/'http:\/\/localhost:\d+/, `'${server.url}`);
            const before = server.requests.length;
            // Asynchronously: the recording server answers from this process.
            await promisify(execFile)("bash", ["-e", "-c", `${command} --silent --fail --max-time 10 --output /dev/null`]);
            const request = server.requests[before]!;
            const body = JSON.parse(request.body.toString("utf8"));
            const where = `${c.name}/${app.id}`;
            expect(request.headers["content-type"], where).toBe("application/json");
            expect(request.url, where).toMatch(/^\/v1\/(chat\/)?completions$/);
            const id = (c.model as { id: string }).id;
            // The name the server was started with: the id, <id>:<quant> for GGUF, or the merged file.
            expect([id, `${id}:${app.quant}`, "models/merged.gguf"], where).toContain(body.model);
            expect(body.messages ?? body.prompt, where).toBeTruthy();
            sent++;
          }
        }
      }
      expect(sent).toBeGreaterThan(10);
    } finally {
      await server.close();
    }
  });

  it("Pi's configuration step writes a models.json that names the model", () => {
    const id = `org/Model-GGUF${HOSTILE}`;
    const model = { id, pipeline_tag: "text-generation", tags: ["conversational"], gguf: { context_length: 8192, chat_template: "{{ tools }}" } };
    const pi = getLocalApps(model, { app: "pi", file: "Model-Q4_K_M.gguf" })[0]!;
    const configure = pi.snippets!.find((s) => s.content.includes("models.json"))!.content;
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-pi-"));
    try {
      execFileSync("bash", ["-e", "-c", configure], { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home } });
      const written = JSON.parse(fs.readFileSync(path.join(home, ".pi/agent/models.json"), "utf8"));
      expect(written.providers["llama-cpp"]).toEqual({
        baseUrl: "http://localhost:8080/v1",
        api: "openai-completions",
        apiKey: "none",
        models: [{ id: `${id}:Q4_K_M` }],
      });
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
