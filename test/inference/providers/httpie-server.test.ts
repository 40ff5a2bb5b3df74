/**
 * The HTTPie start-up server of test/inference/providers/support/httpie.ts changes nothing a snippet can
 * see: the same commands, run through ./support/bin/http once with a new HTTPie per call and
 * once through the server, send the same requests and give the same exit status, output and
 * files (an error status with --check-status, a body read from standard input, a download, a
 * pipeline of two calls, more calls in a row than the server has workers), through either client
 * of the server (the built C one and the python one).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../support/reference.js";
import { startRecordingServer, type RecordingServer } from "../../support/recording-server.js";
import { HTTPIE_ENV, sharedHttpieServer, startHttpieServer, type HttpieServer } from "./support/httpie.js";

const BIN = path.join(ROOT, "test/inference/providers/support/bin");
const SCRIPTS: Record<string, string> = {
  "error status": "http --check-status --ignore-stdin GET https://example.com/missing 'X-Probe:1'",
  "body from stdin": "printf '{\"a\": [1, 2]}' > body.json\nhttp POST https://example.com/echo 'Content-Type:application/json' < body.json",
  download: "http --check-status --ignore-stdin --download --output out.bin GET https://example.com/file && cat out.bin | wc -c",
  // Two calls at once, the second reading the first's output: the server must run both together.
  pipeline:
    "printf '{\"a\": 1}' | http POST https://example.com/echo 'Content-Type:application/json' | http POST https://example.com/echo 'Content-Type:application/json'",
  // More calls than the server has workers (8): a worker that served one caller keeps nothing of
  // it (its standard input and output, its folder) for the next.
  "calls in turn": `for i in $(seq 10); do printf '{"n": %s}' "$i" | http POST https://example.com/echo 'Content-Type:application/json' "X-Probe:$i" > "reply-$i.json"; done; cat reply-*.json`,
};

let recorder: RecordingServer;
let httpie: HttpieServer | undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-httpie-test-"));

/** The server's variables without the C client's: calls go through ./support/httpie/client.py. */
const pythonClient = ({ ATLAS_HTTPIE_CLIENT: _, ...env }: Record<string, string>) => env;

function run(name: string, script: string, extra: Record<string, string>) {
  const how = extra.ATLAS_HTTPIE_CLIENT ? "c-client" : extra.ATLAS_HTTPIE_SOCKET ? "python-client" : "plain";
  const dir = path.join(work, `${name.replace(/\W+/g, "-")}-${how}`);
  fs.mkdirSync(dir, { recursive: true });
  const env = { PATH: `${BIN}:${process.env.PATH}`, HOME: process.env.HOME ?? "", ...HTTPIE_ENV, ATLAS_SERVER: recorder.url, ATLAS_CASE: name, ...extra };
  return new Promise<{ code: number; stdout: string; stderr: string; files: string[] }>((resolve) => {
    // A guard, not a speed target: ten new HTTPie processes one after another take 20 s and more
    // on the loaded 2-core CI machine (a kill there left a call in flight that the next run saw).
    execFile("/bin/bash", ["-c", script], { cwd: dir, env, timeout: 100_000 }, (error, stdout, stderr) => {
      // A download reports how long it took: the one part that differs from run to run.
      const timed = stderr.replace(/ in [\d:.]+ \([\d.]+ bytes\/s\)/g, " in <time>");
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: timed, files: fs.readdirSync(dir).sort() });
    });
  });
}

describe("the HTTPie start-up server", () => {
  beforeAll(async () => {
    recorder = await startRecordingServer();
    recorder.on("POST", "/__host/example.com/echo", (r) => ({ body: JSON.parse(r.body.toString("utf8")) as unknown }));
    recorder.on("GET", "/__host/example.com/file", { body: Buffer.from([1, 2, 3, 4, 5]) });
    httpie = await startHttpieServer();
  }, 180_000);
  afterAll(async () => {
    httpie?.close();
    await recorder.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("starts, with the C client built (this machine has a C compiler)", () => {
    expect(httpie?.env.ATLAS_HTTPIE_SOCKET).toBeTruthy();
    expect(httpie?.env.ATLAS_HTTPIE_CLIENT).toBeTruthy();
  });

  it.each(Object.entries(SCRIPTS))("gives what a new HTTPie gives: %s", async (name, script) => {
    const sent = () =>
      recorder.requests
        .splice(0)
        .map(({ method, url, headers, body }) => ({ method, url, body: body.toString("utf8"), probe: headers["x-probe"], type: headers["content-type"] }));
    const plain = await run(name, script, {});
    const plainRequests = sent();
    expect(plainRequests.length).toBeGreaterThan(0);
    if (name === "body from stdin") expect(plainRequests[0]!.body).toBe('{"a": [1, 2]}');
    for (const env of [httpie!.env, pythonClient(httpie!.env)]) {
      const served = await run(name, script, env);
      expect(sent()).toEqual(plainRequests);
      expect(served).toEqual(plain);
    }
  });

  it("shared by the files of a test process, is started anew after it ended", async () => {
    const first = (await sharedHttpieServer())!;
    expect(await sharedHttpieServer()).toBe(first);
    await new Promise((resolve) => first.child.once("exit", resolve).kill());
    const second = (await sharedHttpieServer())!;
    expect(second.child.pid).not.toBe(first.child.pid);
    const served = await run("after a restart", SCRIPTS["body from stdin"]!, second.env);
    expect(served.code).toBe(0);
    expect(recorder.requests.splice(0).map((r) => r.body.toString("utf8"))).toEqual(['{"a": [1, 2]}']);
  });

  it("passes on the exit status of a failed call (4: a 4xx answer with --check-status)", async () => {
    const served = await run("status", SCRIPTS["error status"]!, httpie!.env);
    expect(served.code).toBe(4);
    recorder.requests.length = 0;
  });
});
