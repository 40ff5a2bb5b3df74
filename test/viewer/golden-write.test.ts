/** The dev server's golden writer (viewer/dev/golden-write.ts) writes only under test/golden/ of its project. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goldenTarget, writeGolden } from "../../viewer/dev/golden-write.js";

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-golden-write-"));
  fs.mkdirSync(path.join(root, "test/golden/inference"), { recursive: true });
  fs.mkdirSync(path.join(root, "elsewhere"));
  fs.symlinkSync(path.join(root, "elsewhere"), path.join(root, "test/golden/inference/link"));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("golden writer", () => {
  it("writes a name under test/golden/, making its folders, byte for byte", () => {
    writeGolden(root, "inference/chat/llm/python/requests.py", "print('é')\n");
    expect(fs.readFileSync(path.join(root, "test/golden/inference/chat/llm/python/requests.py"), "utf8")).toBe("print('é')\n");
  });

  it.each([
    ["../package.json"],
    ["inference/../../package.json"],
    ["./inference/x.py"],
    ["/etc/passwd"],
    ["inference\\x.py"],
    [""],
    ["inference/x\0.py"],
    ["inference/link/escaped.py"],
  ])("refuses %j", (name) => {
    expect(goldenTarget(root, name)).toHaveProperty("refused");
    expect(() => writeGolden(root, name, "x")).toThrow();
  });

  it("wrote nothing outside test/golden/", () => {
    expect(fs.readdirSync(path.join(root, "elsewhere"))).toEqual([]);
    expect(fs.readdirSync(root).sort()).toEqual(["elsewhere", "test"]);
  });
});
