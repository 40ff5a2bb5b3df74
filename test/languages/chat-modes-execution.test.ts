/**
 * The chat modes (tools, structured output, the Responses API) in Go, Java, PHP, Ruby and HTTPie
 * run as pasted against the recording server, all in one batch (test/inference/providers/support/run.ts:
 * one go build, one JVM, one Ruby interpreter), and pass the checks the python, js and sh
 * snippets pass (test/inference/chat/checks.ts): both requests of each tool loop (the second carries the
 * tool result with the call's id), the structured answer parsed, the Responses text read. An
 * error answer reaches the user as the API's message and a non-zero exit, in every mode.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { API_ERROR, FINAL_TEXT, serveChat } from "../inference/chat/answers.js";
import { CHAT_CASES, MODEL_ID } from "../inference/chat/cases.js";
import { expectChatRun } from "../inference/chat/checks.js";
import { PNG_BYTES } from "../inference/providers/support/flows.js";
import { runCases, type CaseResult, type SnippetCase } from "../inference/providers/support/run.js";
import { startRecordingServer, type RecordedRequest } from "../support/recording-server.js";
import { TEST_ENV } from "../support/run-snippet.js";

const CLIENTS = ["go/net-http", "java/java-net-http", "php/php-curl", "ruby/net-http", "sh/httpie"];
const MODES = (c: (typeof CHAT_CASES)[number]) => c.request.tools !== undefined || c.request.response_format !== undefined || c.request.api === "responses";
/** The mode cases (the plain chat ones run in ./chat-params.test.ts); images/sample-file reads a file the run folder lacks. */
const CASES = CHAT_CASES.filter((c) => MODES(c) || c.name === "images/tools-local-file");
/** One case per mode template, answered with an error. */
const REFUSED = [
  "tools/sample",
  "tools/sample-stream",
  "structured/sample",
  "structured/sample-stream",
  "responses/basic",
  "responses/stream",
  "responses/tools",
  "responses/tools-stream",
  "responses/structured",
];

interface Run extends SnippetCase {
  chatCase: (typeof CHAT_CASES)[number];
  client: string;
  refused: boolean;
}

const runs: Run[] = [
  ...CASES.map((c) => ({ c, refused: false })),
  ...CHAT_CASES.filter((c) => REFUSED.includes(c.name)).map((c) => ({ c, refused: true })),
].flatMap(({ c, refused }) =>
  getInferenceSnippets(c.model, c.request)
    .filter((s) => CLIENTS.includes(`${s.language}/${s.client}`))
    .map((s) => ({
      id: `${refused ? "refused " : ""}${c.name} ${s.language}/${s.client}`,
      language: s.language as SnippetCase["language"],
      code: s.content,
      env: TEST_ENV,
      chatCase: c,
      client: `${s.language}/${s.client}`,
      refused,
    })),
);

let results = new Map<string, CaseResult>();
let requests: RecordedRequest[] = [];

describe("chat modes in Go, Java, PHP, Ruby and HTTPie", () => {
  beforeAll(async () => {
    const server = await startRecordingServer();
    serveChat(server, MODEL_ID, "text-generation", (request) => (request.headers["x-atlas-case"] ?? "").startsWith("refused "));
    try {
      results = await runCases(runs, server.url);
      requests = server.requests;
    } finally {
      await server.close();
    }
  }, 600_000); // a guard, not a speed target

  it("offers every mode in every added language", () => {
    for (const c of CASES)
      expect(
        runs
          .filter((r) => !r.refused && r.chatCase === c)
          .map((r) => r.client)
          .sort(),
        c.name,
      ).toEqual(CLIENTS);
  });

  it.for(runs.filter((r) => !r.refused).map((r) => [r.id, r] as const))("%s", ([id, r]) => {
    const result = results.get(id)!;
    const posts = requests.filter((q) => q.method === "POST" && q.headers["x-atlas-case"] === id);
    const dataUrl = (_file: string, mime: string) => `data:${mime};base64,${PNG_BYTES.toString("base64")}`;
    expectChatRun(r.chatCase, { code: result.ok ? 0 : 1, stdout: result.stdout, stderr: result.error, posts }, { client: r.client, oneCall: false, dataUrl });
  });

  it.for(runs.filter((r) => r.refused).map((r) => [r.id, r] as const))("%s: the API's message and a non-zero exit", ([id]) => {
    const result = results.get(id)!;
    expect(result.ok, result.stdout).toBe(false);
    expect(result.error).toContain(API_ERROR.message);
    expect(result.stdout).not.toContain(FINAL_TEXT);
  });
});
