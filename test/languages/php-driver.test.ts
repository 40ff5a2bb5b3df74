/**
 * The PHP driver of test/inference/providers/support/driver.php forks each snippet from one interpreter,
 * replacing its standard streams through FFI; it must still give what `php snippet.php` gives:
 * the same exit status, standard output and error message for each way a script can end, with
 * exactly its own environment and folder, and its variables global as in a script of its own.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

const DRIVER = path.join(ROOT, "test/inference/providers/support/driver.php");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-php-driver-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const SCRIPTS: Record<string, string> = {
  "prints its variable and folder": '<?php\necho getenv("PROBE"), " ", str_ends_with(getcwd(), "prints-its-variable-and-folder") ? "yes" : "no", "\\n";',
  "sees no other variable": '<?php\necho getenv("LEFT_OVER") === false ? "none" : "leaked", " ", count(getenv()), "\\n";',
  "writes to stderr and exits": '<?php\necho "sent\\n";\nfwrite(STDERR, "POST https://x.example/v1: 404 not found\\n");\nexit(1);',
  "throws": '<?php\necho "before\\n";\nthrow new RuntimeException("top-level failure");',
  "uses a global in a function": '<?php\n$answer = 42;\nfunction show(): void\n{\n    global $answer;\n    echo $answer, "\\n";\n}\nshow();',
  "exits with a status": "<?php\nexit(3);",
};

const folder = (name: string) => path.join(work, name.replace(/\W+/g, "-"));
const envOf = (i: number) => ({ PATH: process.env.PATH ?? "", PROBE: `probe-${i}` });

/** PHP's message for an uncaught error, without the stack, whose frames differ (the driver includes the file). */
const message = (stderr: string) => /PHP Fatal error: {2}Uncaught [^\n]*/.exec(stderr)?.[0] ?? stderr.trim();

describe("the PHP driver", () => {
  const names = Object.keys(SCRIPTS);
  const input = names.map((name, i) => {
    fs.mkdirSync(folder(name), { recursive: true });
    fs.writeFileSync(path.join(folder(name), "snippet.php"), SCRIPTS[name]!);
    return {
      id: name,
      env: envOf(i),
      cwd: folder(name),
      file: path.join(folder(name), "snippet.php"),
      out: path.join(work, `${i}.out`),
      err: path.join(work, `${i}.err`),
    };
  });
  const results = path.join(work, "results.jsonl");
  const errors = fs.openSync(path.join(work, "driver.err"), "w");
  spawnSync("php", [DRIVER, results], {
    env: { PATH: process.env.PATH ?? "", LEFT_OVER: "x" },
    input: JSON.stringify(input),
    stdio: ["pipe", "ignore", errors],
  });
  fs.closeSync(errors);
  const codes = new Map(
    fs
      .readFileSync(results, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { id: string; code: number })
      .map((r) => [r.id, r.code]),
  );

  it.each(names)("gives php's exit status and output: %s", (name) => {
    const i = names.indexOf(name);
    const plain = spawnSync("php", ["snippet.php"], { cwd: folder(name), env: envOf(i), encoding: "utf8" });
    const stdout = fs.readFileSync(input[i]!.out, "utf8");
    const stderr = fs.readFileSync(input[i]!.err, "utf8");
    expect({ code: codes.get(name), stdout }).toEqual({ code: plain.status, stdout: plain.stdout });
    expect(message(stderr)).toBe(message(plain.stderr));
  });
});
