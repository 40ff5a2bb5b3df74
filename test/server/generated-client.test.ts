/**
 * A client generated from /openapi.json, as its users make one: openapi-typescript writes the
 * `paths` type, openapi-fetch calls with it. The client's program makes a typed call of every
 * route (`data.snippets[0].content` is a string, a refusal a typed Problem) and must type-check
 * with tsc, a wrong use of a field must not; then it runs against `model-atlas serve`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI } from "../../engine/generated/openapi.js";
import { CHAT } from "../mcp/cases.js";
import { ROOT } from "../support/reference.js";
import { startServe, type Served } from "./start.js";

// Inside the repository, so that the program resolves openapi-fetch from node_modules.
const DIR = path.join(ROOT, `.tmp/generated-client-${process.pid}`);

const PROGRAM = `import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Problem = components["schemas"]["Problem"];
const client = createClient<paths>({ baseUrl: process.argv[2] });
const model = JSON.parse(process.argv[3]!) as components["schemas"]["Model"];
const out: Record<string, unknown> = {};

const snippets = await client.POST("/v1/snippets", { body: { model, language: "sh" } });
if (!snippets.data) throw new Error(snippets.error.detail);
const content: string = snippets.data.snippets[0]!.content;
// @ts-expect-error content is a string, and the generated type says so
const wrong: number = snippets.data.snippets[0]!.content;
out.snippets = [content.includes("router.huggingface.co"), snippets.data.plan.kind, typeof wrong];

const refused = await client.POST("/v1/snippets", { body: { model, provider: "fal-ai" } });
const problem: Problem | undefined = refused.error;
out.refused = [refused.response.status, problem?.type, problem?.refusal, problem?.mapped?.includes("groq")];

const card = await client.POST("/v1/cards", { body: { model, format: "json" } });
// The card answers JSON or Markdown (by Accept): the type is the union of both.
out.card = typeof card.data === "object" && "id" in card.data ? card.data.id : null;
const apps = await client.POST("/v1/local-apps", { body: { model } });
out.apps = apps.data?.model;
const library = await client.POST("/v1/library-snippets", { body: { model } });
out.library = library.data?.snippets.map((s) => s.library);
const mapped = await client.POST("/v1/providers", { body: { model } });
out.mapped = mapped.data && "plan" in mapped.data ? mapped.data.providers.map((p) => p.provider).length : null;
const all = await client.GET("/v1/providers");
out.providers = all.data && !("plan" in all.data) ? all.data.providers.some((p) => p.id === "hf-inference") : null;
const tasks = await client.GET("/v1/tasks");
out.tasks = (tasks.data?.tasks.length ?? 0) > 20;
const task = await client.GET("/v1/tasks/{id}", { params: { path: { id: "text-to-image" } } });
out.task = task.data?.task.label;
const missing = await client.GET("/v1/tasks/{id}", { params: { path: { id: "no-such-task" } } });
out.missing = [missing.response.status, missing.error?.field];
const libraries = await client.GET("/v1/libraries", { params: { query: { q: "diffusers", page: 1 } } });
out.libraries = libraries.data?.libraries[0]?.id;
const health = await client.GET("/healthz", { parseAs: "text" });
out.health = health.data;
console.log(JSON.stringify(out));
`;

let served: Served;

beforeAll(async () => {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, "schema.d.ts"), astToString(await openapiTS(structuredClone(OPENAPI) as never)));
  fs.writeFileSync(path.join(DIR, "client.ts"), PROGRAM);
  fs.writeFileSync(
    path.join(DIR, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        module: "nodenext",
        target: "es2022",
        noEmit: true,
        skipLibCheck: true,
        types: ["node"],
      },
      files: ["client.ts"],
    }),
  );
  served = await startServe();
}, 180_000);

afterAll(async () => {
  await served?.stop();
  if (!process.env.KEEP_CLIENT) fs.rmSync(DIR, { recursive: true, force: true });
});

describe("a client generated from /openapi.json with openapi-typescript", () => {
  it("type-checks a typed call of every route, and refuses a wrong use of a field", () => {
    const tsc = () => spawnSync(path.join(ROOT, "node_modules/.bin/tsc"), ["-p", DIR], { encoding: "utf8", cwd: DIR });
    const clean = tsc();
    expect(clean.stdout, clean.stdout).toBe("");
    expect(clean.status).toBe(0);
    // The same program with the wrong use left unmarked does not compile: the types are real.
    fs.writeFileSync(path.join(DIR, "client.ts"), PROGRAM.replace("// @ts-expect-error content is a string, and the generated type says so\n", ""));
    try {
      const wrong = tsc();
      expect(wrong.status).not.toBe(0);
      expect(wrong.stdout).toContain("Type 'string' is not assignable to type 'number'");
    } finally {
      fs.writeFileSync(path.join(DIR, "client.ts"), PROGRAM);
    }
  });

  it("runs against model-atlas serve", () => {
    const out = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", path.join(DIR, "client.ts"), served.url, JSON.stringify(CHAT)], { encoding: "utf8", cwd: DIR }),
    );
    expect(out).toEqual({
      snippets: [true, "chat", "string"],
      refused: [422, "/problems/provider-not-mapped", "not-mapped", true],
      card: CHAT.id,
      apps: CHAT.id,
      library: expect.any(Array),
      mapped: expect.any(Number),
      providers: true,
      tasks: true,
      task: "Text-to-Image",
      missing: [404, "id"],
      libraries: "diffusers",
      health: "ok\n",
    });
  });
});
