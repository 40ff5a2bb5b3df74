/**
 * The javac of the test harness (test/support/javac-server.ts) runs the compiler in a server that
 * stays up; it must answer as the `javac` command does: the same exit status, the same messages,
 * the same class files, run after run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { javac } from "../support/javac-server.js";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-javac-server-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const SOURCES: Record<string, string> = {
  compiles: 'package good;\n\npublic class Main {\n    public static void main(String[] args) {\n        System.out.println("fine");\n    }\n}\n',
  "has a type error": 'package bad;\n\npublic class Main {\n    public static void main(String[] args) {\n        int x = "text";\n    }\n}\n',
  "does not parse": "package broken;\n\npublic class Main {\n    public static void main(String[] args) {\n",
};

function source(name: string): string {
  const file = path.join(work, name.replace(/\W+/g, "-"), "Main.java");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, SOURCES[name]!);
  return file;
}

describe("javac through the server", () => {
  it.each(Object.keys(SOURCES))(
    "answers as the javac command does: %s",
    (name) => {
      const file = source(name);
      for (let run = 0; run < 2; run++) {
        const served = javac(["-encoding", "US-ASCII", "-d", path.join(work, `served-${run}`), file]);
        const own = spawnSync("javac", ["-encoding", "US-ASCII", "-d", path.join(work, `own-${run}`), file], { encoding: "utf8" });
        expect(served.status).toBe(own.status);
        expect(served.output).toBe(own.stderr);
      }
      if (name === "compiles") {
        const run = spawnSync("java", ["-cp", path.join(work, "served-1"), "good.Main"], { encoding: "utf8" });
        expect(run.stdout).toBe("fine\n");
      }
    },
    120_000,
  );
});
