/**
 * The many-to-a-JVM Java runner of test/support/java-run.ts: each case keeps its own output,
 * exit code and written files, a case that calls System.exit or throws does not hide the cases
 * after it, and cases whose variables disagree run in different JVMs.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_START, buildJava, type JavaBuild } from "../support/java-batch.js";
import { envGroups, runJavaCases, type JavaRun } from "../support/java-run.js";
import { ROOT } from "../support/reference.js";

const WORK = path.join(ROOT, `node_modules/.cache/atlas-java-runner-${process.pid}`);

const program = (body: string) => `import java.nio.file.Files;
import java.nio.file.Path;

public class Main {
    // buildJava takes over the one line that starts a request; these programs send none.
    static final String NO_REQUEST = "${REQUEST_START}";

    public static void main(String[] args) throws Exception {
${body}
    }
}
`;

const SOURCES: Record<string, string> = {
  writes: program(`        System.out.println("token " + System.getenv("ONE_TOKEN"));
        Files.write(Path.of("out.bin"), Files.readAllBytes(Path.of("in.bin")));`),
  exits: program(`        System.out.println("before");
        Files.writeString(Path.of("partial.txt"), "x");
        System.err.println("giving up");
        System.exit(3);
        System.out.println("after exit");`),
  throws: program(`        Thread.sleep(60000);
        throw new IllegalStateException("no answer");`),
  last: program(`        System.out.print("other " + System.getenv("ONE_TOKEN"));`),
};

let build: JavaBuild;
let runs: Map<string, JavaRun>;
const dirOf = (id: string) => path.join(WORK, "cases-out", id);

describe("the Java runner", () => {
  beforeAll(async () => {
    build = buildJava(path.join(WORK, "build"), new Map(Object.entries(SOURCES)));
    for (const id of Object.keys(SOURCES)) fs.mkdirSync(dirOf(id), { recursive: true });
    const env: Record<string, Record<string, string>> = { writes: { ONE_TOKEN: "a" }, exits: { ONE_TOKEN: "a" }, throws: {}, last: { ONE_TOKEN: "b" } };
    runs = await runJavaCases(
      Object.keys(SOURCES).map((id) => ({ id, main: build.mainClass.get(id)!, env: env[id]!, dir: dirOf(id) })),
      { classPath: build.classPath, work: path.join(WORK, "run"), samples: { "in.bin": Buffer.from([1, 2, 3]) }, env: {} },
    );
  }, 120_000);
  afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

  it("compiles every case", () => {
    expect(build.errors).toEqual(new Map());
  });

  it("gives each case its output, exit code and written files", () => {
    expect(runs.get("writes")).toEqual({ code: 0, stdout: "token a\n", stderr: "" });
    expect(fs.readFileSync(path.join(dirOf("writes"), "out.bin"))).toEqual(Buffer.from([1, 2, 3]));
    expect(runs.get("exits")).toEqual({ code: 3, stdout: "before\n", stderr: "giving up\n" });
    expect(fs.readdirSync(dirOf("exits"))).toEqual(["partial.txt"]);
  });

  it("reports an exception as java does (exit 1, the trace on stderr), with Thread.sleep returning at once", () => {
    const r = runs.get("throws")!;
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("java.lang.IllegalStateException: no answer");
  });

  it("runs cases whose variables disagree in another JVM", () => {
    expect(runs.get("last")).toEqual({ code: 0, stdout: "other b", stderr: "" });
    expect(
      envGroups([
        { id: "a", main: "", dir: "", env: { X: "1" } },
        { id: "b", main: "", dir: "", env: { X: "2" } },
        { id: "c", main: "", dir: "", env: { Y: "1" } },
      ]).map((g) => g.cases.map((c) => c.id)),
    ).toEqual([["a", "c"], ["b"]]);
  });
});
