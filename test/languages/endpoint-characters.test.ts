/**
 * A custom endpoint URL holding characters a URL cannot hold as they are: a
 * double quote, a space, braces, a pipe, non-ASCII text, a `%` that starts no escape. Ruby's
 * `URI()` and Java's `URI.create` threw on them before sending; curl globs on `{}`. The URL is
 * percent-encoded once when the snippet is made (valid escapes kept), so every client of every
 * language, the python SDKs included, reaches the same path; a host holding such a character is
 * refused with a clear error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AtlasError, getInferenceSnippets } from "../../engine/index.js";
import { encodeUrl } from "../../engine/inference/call/url-encoding.js";
import { runCases, type CaseResult, type SnippetCase } from "../inference/providers/support/run.js";
import { runPythonSdkCases } from "../support/python-sdk/run-cases.js";
import { ensureSdkVenv } from "../support/python-sdk/venv.js";
import { startRecordingServer, type RecordingServer } from "../support/recording-server.js";
import { everyChatClient, PYTHON_SDK_CLIENTS } from "../support/chat-clients.js";

const HOST = "my-endpoint.example.com";
const PASTED = `https://${HOST}/team "a"/50% off {x}|é/v1`;
/** The path every request must reach, decoded. */
const DECODED = `/team "a"/50% off {x}|é/v1/chat/completions`;
/** Run through the SDK venv (test/support/python-sdk), not the batch runners. */
const PYTHON_SDKS = new Set<string>(PYTHON_SDK_CLIENTS);

/** A path decoded, or as it came when it is no valid escaping (a client that sent `%` raw). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

describe("encodeUrl", () => {
  it("encodes what a URL cannot hold and keeps valid escapes, reserved characters and the host", () => {
    expect(encodeUrl(`https://${HOST}:8443/a b/"q"/%2F/100%/[x]?q=<1>&r=ü#f`).url).toBe(
      `https://${HOST}:8443/a%20b/%22q%22/%2F/100%25/%5Bx%5D?q=%3C1%3E&r=%C3%BC#f`,
    );
    expect(encodeUrl("https://[::1]:8080/v1").url).toBe("https://[::1]:8080/v1");
    expect(encodeUrl(`https://${HOST}/v1`).url).toBe(`https://${HOST}/v1`);
  });

  it("refuses a host that holds such a character, naming the field", () => {
    let error: unknown;
    try {
      getInferenceSnippets(
        { id: "acme/model-x", pipeline_tag: "text-generation", tags: ["conversational"] },
        { endpointUrl: 'https://my "endpoint".example.com/v1' },
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AtlasError);
    expect(String((error as Error).message)).toMatch(/endpointUrl.*host/);
  });
});

let server: RecordingServer;
let results = new Map<string, CaseResult>();
/** Each run's posted paths: from the case header for the batch runners, from the run's own requests for the SDKs. */
const posted = new Map<string, string[]>();
let ids: string[] = [];
let sdkRan = false;

beforeAll(async () => {
  server = await startRecordingServer();
  server.on("POST", () => true, { body: { choices: [{ index: 0, message: { role: "assistant", content: "Hi there" }, finish_reason: "stop" }] } });
  const cases: SnippetCase[] = getInferenceSnippets(
    { id: "acme/model-x", pipeline_tag: "text-generation", tags: ["conversational"] },
    { endpointUrl: PASTED },
  ).map((s) => ({
    id: `${s.language}/${s.client}`,
    language: s.language as SnippetCase["language"],
    code: s.content,
    env: { API_TOKEN: "endpoint_test_token" },
  }));
  const sdk = (c: SnippetCase) => PYTHON_SDKS.has(c.id);
  results = await runCases(
    cases.filter((c) => !sdk(c)),
    server.url,
  );
  const pathsOf = (requests: typeof server.requests) => requests.map((q) => decoded(q.url.split("?")[0]!.replace(`/__host/${HOST}`, "")));
  for (const [id] of results) posted.set(id, pathsOf(server.requests.filter((q) => q.headers["x-atlas-case"] === id)));
  const venv = ensureSdkVenv();
  if (venv.python) {
    sdkRan = true;
    for (const [id, r] of await runPythonSdkCases(venv.python, cases.filter(sdk), server, {})) {
      results.set(id, r);
      posted.set(id, pathsOf(r.requests.filter((q) => q.method === "POST")));
    }
  } else console.warn(`python SDK runs with the endpoint URL ${venv.note}`);
  ids = [...results.keys()];
}, 300_000);
afterAll(() => server?.close());

describe("an endpoint URL with a quote, a space and braces", () => {
  it("reaches the same path from every client of every language", () => {
    expect(ids.sort()).toEqual(everyChatClient(sdkRan));
    const problems: string[] = [];
    for (const id of ids) {
      const r = results.get(id)!;
      if (!r.ok) problems.push(`${id}: ${r.error.slice(0, 300)}`);
      const paths = posted.get(id) ?? [];
      if (paths.join() !== DECODED) problems.push(`${id}: posted to ${JSON.stringify(paths)}`);
    }
    expect(problems).toEqual([]);
  });
});
