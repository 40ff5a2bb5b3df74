/**
 * The python fork server of test/support/python-sdk/ (one interpreter that has imported what the
 * snippets use, a forked child per run) gives what `python3 snippet.py` gives: the same exit
 * status, standard output and standard error (a traceback included) for each way a script can
 * end, with each script's own environment and folder, many at once, and a script that does not
 * end stopped without stopping the next. Checked with the `requests` server on Debian's python3,
 * the one run-snippet.ts uses; the SDK server is the same code with other imports.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closePythonRunners, pythonRunner } from "../support/python-sdk/fork-runner.js";
import { PYTHON } from "../support/syntax-check.js";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-py-fork-"));
afterAll(async () => {
  await closePythonRunners();
  fs.rmSync(work, { recursive: true, force: true });
});

const SCRIPTS: Record<string, string> = {
  "prints its variable, folder, name and paths": [
    "import os, sys",
    'print(os.environ.get("PROBE"), os.path.basename(os.getcwd()), __name__, sys.argv)',
    'print(__file__ == os.path.join(os.getcwd(), "snippet.py"))',
  ].join("\n"),
  "sees only its own environment": "import os\nprint(sorted(os.environ))",
  "exits with a status": 'import sys\nprint("bye")\nsys.exit(3)\nprint("never")',
  "exits with a message": 'import sys\nsys.exit("stopped: no token")',
  "raises from a function": 'def call():\n    raise ValueError("boom é")\n\n\nprint("before")\ncall()',
  "writes to both streams": 'import sys\nprint("out ✓")\nprint("err ✓", file=sys.stderr)',
  "reads its folder's file and writes one": 'data = open("input.txt").read()\nopen("output.txt", "w").write(data.upper())\nprint(len(data))',
  "uses requests as imported": 'import requests\nprint(requests.Session().headers["Accept"])',
};

function script(name: string): string {
  const dir = path.join(work, name.replace(/\W+/g, "-"));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "snippet.py"), SCRIPTS[name]!);
  fs.writeFileSync(path.join(dir, "input.txt"), "some text\n");
  fs.rmSync(path.join(dir, "output.txt"), { force: true });
  return dir;
}

const envFor = (name: string) => ({ PATH: process.env.PATH ?? "", HOME: work, PROBE: `probe-${name.length}` });

function python(dir: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(PYTHON, ["snippet.py"], { cwd: dir, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("the python fork server", () => {
  it.each(Object.keys(SCRIPTS))("gives python3's exit status and output: %s", async (name) => {
    const dir = script(name);
    const plain = {
      ...(await python(dir, envFor(name))),
      output: fs.existsSync(path.join(dir, "output.txt")) && fs.readFileSync(path.join(dir, "output.txt"), "utf8"),
    };
    fs.rmSync(path.join(dir, "output.txt"), { force: true });
    const runner = await pythonRunner(PYTHON, "requests");
    const forked = {
      ...(await runner.run("snippet.py", dir, envFor(name), 20)),
      output: fs.existsSync(path.join(dir, "output.txt")) && fs.readFileSync(path.join(dir, "output.txt"), "utf8"),
    };
    expect(forked).toEqual(plain);
    if (name === "raises from a function") expect(forked.stderr).toMatch(/^Traceback \(most recent call last\):\n {2}File ".*snippet\.py", line 6/);
  });

  it("runs many scripts at once, each with its own variables", async () => {
    const dir = script("prints its variable, folder, name and paths");
    const runner = await pythonRunner(PYTHON, "requests");
    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => runner.run("snippet.py", dir, { PATH: process.env.PATH ?? "", PROBE: `p${i}` }, 20)));
    expect(runs.map((r) => r.stdout.split(" ")[0])).toEqual(Array.from({ length: 8 }, (_, i) => `p${i}`));
  });

  it("starts a new server after one ended: its runs fail, the next run is served", async () => {
    const dir = path.join(work, "server-killer");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "snippet.py"), "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)\n");
    const killed = await (await pythonRunner(PYTHON, "requests")).run("snippet.py", dir, { PATH: process.env.PATH ?? "" }, 20);
    expect(killed.code).toBe(1);
    expect(killed.stderr).toContain("fork_server.py stopped");
    const next = await (await pythonRunner(PYTHON, "requests")).run("snippet.py", script("exits with a status"), { PATH: process.env.PATH ?? "" }, 20);
    expect({ code: next.code, stdout: next.stdout }).toEqual({ code: 3, stdout: "bye\n" });
  });

  it("stops a script that does not end at its time limit, and the next script still runs", async () => {
    const dir = path.join(work, "forever");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "snippet.py"), "import time\nwhile True:\n    time.sleep(0.05)\n");
    const runner = await pythonRunner(PYTHON, "requests");
    const stopped = await runner.run("snippet.py", dir, { PATH: process.env.PATH ?? "" }, 1);
    expect(stopped.code).toBe(128 + 14); // SIGALRM
    const next = await runner.run("snippet.py", script("exits with a status"), { PATH: process.env.PATH ?? "" }, 20);
    expect({ code: next.code, stdout: next.stdout }).toEqual({ code: 3, stdout: "bye\n" });
  });
});
