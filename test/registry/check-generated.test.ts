/** `npm run check-generated` on a throwaway tree: up to date, stale, and with a leftover file. */
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { makeTree } from "./fixture-tree.js";
import { ROOT } from "../support/reference.js";

const root = makeTree({});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const run = (script: string) => spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", script), root], { encoding: "utf8", cwd: ROOT });

describe("check-generated", () => {
  it("passes right after the registry is built, and fails with the fix once a source changes", () => {
    expect(run("build-registry.ts").status).toBe(0);
    const fresh = run("check-generated.ts");
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toContain("engine/generated/ is up to date.");

    const file = path.join(root, "libraries/my-library.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("prettyLabel: My Library", "prettyLabel: My Renamed Library"));
    fs.writeFileSync(path.join(root, "engine/generated/old-registry.ts"), "export {};\n");
    const stale = run("check-generated.ts");
    expect(stale.status).toBe(1);
    expect(stale.stderr).toBe(
      "engine/generated/ is out of date: engine/generated/libraries.ts\n" +
        "Run `npm run registry` and commit the result.\n" +
        "engine/generated/ holds files the registry build does not write: old-registry.ts\n" +
        "Delete them (git rm), then run `npm run registry`.\n",
    );
  });

  it("both scripts refuse a folder that is not a project root, and write nothing there", () => {
    const missing = path.join(root, "no-such-project");
    for (const script of ["build-registry.ts", "check-generated.ts"]) {
      const result = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", script), missing], { encoding: "utf8", cwd: ROOT });
      expect(result.status, script).toBe(1);
      expect(result.stderr, script).toContain(`${missing} has no libraries/ folder`);
    }
    expect(fs.existsSync(missing)).toBe(false);
  });
});
