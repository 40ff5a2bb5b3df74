/**
 * Job ids put into a polling URL: a provider's id with `/`, a space or `?` must stay one path
 * segment (or one query value) of the status URL, in every raw-HTTP client of every language.
 * The status route below answers only a URL whose segment decodes to the id it issued; any
 * other URL gets a 404, so an id written raw, or form-encoded (`+` for a space), fails the run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../../engine/index.js";
import { PROVIDERS } from "../../../engine/inference/providers/index.js";
import type { UrlPart } from "../../../engine/inference/call/polling.js";
import { startRecordingServer, type RecordedRequest, type RecordingServer } from "../../support/recording-server.js";
import { runCases, type CaseResult, type SnippetCase } from "./support/run.js";

const RAW = new Set(["python/requests", "js/fetch", "sh/curl", "sh/httpie", "go/net-http", "ruby/net-http", "php/php-curl", "java/java-net-http"]);
/** Every id the server issues holds a slash, a space, a question mark, a plus and the query's separators. */
const jobId = (n: number) => `job/${n} x?y+z&a=b#c`;

interface Flow {
  provider: string;
  task: string;
  /** The submit route under the router's provider prefix. */
  submit: RegExp;
  /** The submit answer, given the job id. */
  job: (id: string) => unknown;
  /** The job id the status URL carries, or undefined when the URL is not a status URL of this flow. */
  idIn: (url: URL) => string | undefined;
  failed: unknown;
}

/** The one segment after `prefix`, decoded; undefined when the rest is not exactly one segment. */
function segmentAfter(url: URL, prefix: string): string | undefined {
  const at = url.pathname.indexOf(prefix);
  if (at < 0) return undefined;
  const rest = url.pathname.slice(at + prefix.length);
  return rest.includes("/") ? undefined : decodeURIComponent(rest);
}

const FLOWS: Flow[] = [
  {
    provider: "zai-org",
    task: "text-to-image",
    submit: /\/zai-org\/api\/paas\/v4\/async\/images\/generations$/,
    job: (id) => ({ id, task_status: "PROCESSING" }),
    idIn: (url) => segmentAfter(url, "/zai-org/api/paas/v4/async-result/"),
    failed: { task_status: "FAIL" },
  },
  {
    provider: "together",
    task: "text-to-video",
    submit: /\/together\/v2\/videos$/,
    job: (id) => ({ id, status: "queued" }),
    idIn: (url) => segmentAfter(url, "/together/v2/videos/"),
    failed: { status: "failed" },
  },
  {
    provider: "novita",
    task: "image-text-to-video",
    submit: /\/novita\/v3\/minimax\/v2\/video_generation$/,
    job: (id) => ({ task_id: id }),
    idIn: (url) => segmentAfter(url, "/novita/v3/minimax/v2/query/video_generation/"),
    failed: { task: { status: "failed" } },
  },
  {
    provider: "novita",
    task: "text-to-video",
    submit: /\/novita\/v3\/async\/provider-org\/provider-model$/,
    job: (id) => ({ task_id: id }),
    // A query value: the id must come back whole from `task_id`, and be the only parameter.
    idIn: (url) =>
      url.pathname.endsWith("/novita/v3/async/task-result") && [...url.searchParams.keys()].join() === "task_id" ? url.searchParams.get("task_id")! : undefined,
    failed: { task: { status: "TASK_STATUS_FAILED" } },
  },
];

const urlOf = (request: RecordedRequest) => new URL(request.url, "http://recording.test");

let server: RecordingServer;
let results: Map<string, CaseResult>;
const issued = new Set<string>();

beforeAll(async () => {
  server = await startRecordingServer();
  let next = 0;
  const cases: SnippetCase[] = [];
  for (const [index, flow] of FLOWS.entries()) {
    server.on(
      "POST",
      (p) => p.startsWith("/__host/router.huggingface.co/") && flow.submit.test(p),
      () => {
        const id = jobId(next++);
        issued.add(id);
        return { body: flow.job(id) };
      },
    );
    // The path given to the matcher has no query, so the whole recorded URL is read here.
    server.on(
      "GET",
      () => true,
      (request) => {
        const id = FLOWS.map((f) => f.idIn(urlOf(request))).find((found) => found !== undefined);
        return id !== undefined && issued.has(id)
          ? { body: FLOWS.find((f) => f.idIn(urlOf(request)) === id)!.failed }
          : { status: 404, body: { error: `not a status URL of an issued job: ${request.url}` } };
      },
    );
    const model = {
      id: "hf-org/hf-model",
      pipeline_tag: flow.task,
      inferenceProviderMapping: [{ provider: flow.provider, providerId: "provider-org/provider-model", task: flow.task }],
    };
    for (const s of getInferenceSnippets(model, { provider: flow.provider })) {
      if (!RAW.has(`${s.language}/${s.client}`)) continue;
      cases.push({
        id: `${index}-${flow.provider}-${flow.task}/${s.language}/${s.client}`,
        language: s.language,
        code: s.content,
        env: { HF_TOKEN: "hf_test_token" },
      });
    }
  }
  results = await runCases(cases, server.url);
}, 300_000);
afterAll(() => server?.close());

describe("job ids in polling URLs", () => {
  it("every raw-HTTP client of every language polls the status URL of the id it was given, encoded", () => {
    expect(results.size).toBe(FLOWS.length * RAW.size);
    for (const r of results.values()) {
      // The server answers "failed" only at the right URL: anything else is a 404.
      expect(r.error, r.id).toMatch(/failed/i);
      expect(r.error, r.id).not.toMatch(/404|not a status URL/);
    }
    const polls = server.requests.filter((q) => q.method === "GET");
    expect(polls.length).toBe(results.size);
    for (const poll of polls)
      expect(
        FLOWS.some((f) => f.idIn(urlOf(poll)) !== undefined),
        poll.url,
      ).toBe(true);
  });

  it("no provider writes a job field raw after the start of a URL (only a whole URL may go in as it is)", () => {
    const raw: string[] = [];
    for (const [id, provider] of PROVIDERS)
      for (const [task, spec] of Object.entries(provider.tasks)) {
        const response = !spec || typeof spec.response === "function" ? undefined : spec.response;
        if (response?.kind !== "poll") continue;
        for (const parts of [response.statusUrl, response.resultUrl ?? []] as UrlPart[][])
          parts.forEach((part, i) => {
            if (i > 0 && "field" in part && part.take === "value") raw.push(`${id} ${task}: ${part.field.join(".")}`);
          });
      }
    expect(raw).toEqual([]);
  });
});
