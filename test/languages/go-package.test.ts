/**
 * The Go harness writes many snippets as the files of one package (test/support/go-batch.ts):
 * each snippet must still compile, vet and run as it would alone. Same helper names in every
 * file, a struct field and a local variable named like a helper, a snippet that fails among
 * good ones, a top-level constant as a map and an array key: each finding is reported for its own snippet, with the snippet's line numbers, and
 * the others still build and run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildGo } from "../support/go-batch.js";
import { removeGoCheckWork, vetGo } from "../support/go-check.js";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-go-package-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
afterAll(removeGoCheckWork);

/** A snippet in the shape of the generated ones: helpers, a type, its main. */
const snippet = (word: string) => `package main

import (
    "fmt"
    "strings"
)

type toolCall struct {
    send string
}

func (t toolCall) text() string {
    return t.send
}

func send(call toolCall) string {
    return strings.ToUpper(call.text())
}

const first = "one"

func main() {
    call := toolCall{send: "${word}"}
    fmt.Println(send(call))
    fmt.Println(map[string]int{first: 1}[first], [...]string{len(first): "x"}[3])
    send := "shadowed"
    fmt.Println(send)
}
`;

describe("snippets as the files of one Go package", () => {
  it("build into one program whose runs print what each snippet prints", () => {
    const codes = new Map([
      ["first", snippet("alpha")],
      ["second", snippet("beta")],
      ["undefined", "package main\n\nfunc main() {\n    missing()\n}\n"],
      ["unparsable", "package main\n\nfunc main() {\n"],
    ]);
    const build = buildGo(path.join(work, "build"), codes);
    expect([...build.errors.keys()].sort()).toEqual(["undefined", "unparsable"]);
    expect(build.errors.get("undefined")).toMatch(/c2\.go:4:5: undefined: missing/);
    for (const [id, word] of Object.entries({ first: "ALPHA", second: "BETA" })) {
      const run = spawnSync(build.program!, build.args.get(id)!, { encoding: "utf8" });
      expect(run.stdout).toBe(`${word}\n1 x\nshadowed\n`);
    }
  }, 120_000);

  it("give each vet finding to its own snippet, at the snippet's own line", () => {
    const failures = vetGo([
      { id: "fine", code: snippet("alpha") },
      { id: "unused import", code: 'package main\n\nimport "os"\n\nfunc main() {\n}\n' },
      { id: "bad format", code: 'package main\n\nimport "fmt"\n\nfunc main() {\n    fmt.Printf("%d\\n", "text")\n}\n' },
      { id: "also fine", code: snippet("beta") },
    ]);
    expect(failures.map((f) => f.id).sort()).toEqual(["bad format", "unused import"]);
    expect(failures.find((f) => f.id === "unused import")!.error).toMatch(/c1\.go:3:8: "os" imported (and|but) not used/);
    expect(failures.find((f) => f.id === "bad format")!.error).toMatch(/c2\.go:6:5: .*Printf format %d has arg "text" of wrong type string/);
  }, 120_000);
});
