/**
 * The Ruby driver of test/inference/providers/support/driver.rb forks each snippet from one interpreter and
 * ends the child with exit! (skipping Ruby's teardown); it must still give what `ruby snippet.rb`
 * gives: the same exit status, standard output and error message for each way a script can end,
 * at_exit handlers included.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

const HOOK = path.join(ROOT, "test/support/ruby/atlas_hook.rb");
const DRIVER = path.join(ROOT, "test/inference/providers/support/driver.rb");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-ruby-driver-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const SCRIPTS: Record<string, string> = {
  "prints its variable and folder": 'puts ENV.fetch("PROBE"), Dir.pwd.end_with?("prints-its-variable-and-folder")',
  "raises": 'puts "before"\ndef fail_here = raise(ArgumentError, "top-level failure")\nfail_here\nputs "never"',
  "aborts with the answer": 'puts "sent"\nabort("POST https://x.example/v1: 404 not found")',
  "exits with a status": '$stderr.puts "to stderr"\nexit 3',
  "runs its at_exit handlers": 'at_exit { puts "handler" }\nputs "body"',
  "raises after an at_exit handler": 'at_exit { puts "handler first" }\nraise "after the handler"',
};

const folder = (name: string) => path.join(work, name.replace(/\W+/g, "-"));
const env = { PATH: process.env.PATH ?? "", HOME: work, ATLAS_SERVER: "http://127.0.0.1:9" };

/** The first line of a Ruby error report: where and what. The driver loads the snippet, so its top level is `<top (required)>` and frames of the driver follow. */
const firstLine = (stderr: string) => stderr.split("\n")[0]!.replace("`<top (required)>'", "`<main>'");

describe("the Ruby driver", () => {
  const names = Object.keys(SCRIPTS);
  for (const name of names) {
    fs.mkdirSync(folder(name), { recursive: true });
    fs.writeFileSync(path.join(folder(name), "snippet.rb"), SCRIPTS[name]!);
  }
  const input = names.map((name, i) => ({
    id: name,
    env: { PROBE: `probe-${i}` },
    cwd: folder(name),
    out: path.join(work, `${i}.out`),
    err: path.join(work, `${i}.err`),
  }));
  const driven = spawnSync("ruby", ["-r", HOOK, DRIVER], { env, input: JSON.stringify(input), encoding: "utf8" });
  const codes = new Map(
    driven.stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { id: string; code: number })
      .map((r) => [r.id, r.code]),
  );

  it.each(names)("gives ruby's exit status and output: %s", (name) => {
    const i = names.indexOf(name);
    const plain = spawnSync("ruby", ["-r", HOOK, "snippet.rb"], { cwd: folder(name), env: { ...env, PROBE: `probe-${i}` }, encoding: "utf8" });
    const stdout = fs.readFileSync(input[i]!.out, "utf8");
    const stderr = fs.readFileSync(input[i]!.err, "utf8");
    expect({ code: codes.get(name), stdout }).toEqual({ code: plain.status, stdout: plain.stdout });
    expect(firstLine(stderr)).toBe(firstLine(plain.stderr));
  });
});
