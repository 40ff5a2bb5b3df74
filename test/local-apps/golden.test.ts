/**
 * Golden files for every local app × every case that offers it
 * (test/golden/local-apps/<case>/<app>.sh|.url; `npm run golden:update -- test/local-apps/golden.test.ts`
 * rewrites them), and the checks that hold for all of them: every shell text passes
 * `bash -n`, every deeplink is a valid URL, and no golden file is orphaned or missing.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLocalApps } from "../../engine/index.js";
import { bashSyntaxFailures } from "../support/syntax-check.js";
import { ALL_CASES, GOLDEN_DIR, goldenPath, goldenText, listFiles, ROOT, shellTexts } from "./support.js";
import { expectGolden } from "../support/golden.js";

const results = ALL_CASES.map((c) => ({ c, apps: getLocalApps(c.model, { file: c.file }) }));

describe("local app golden files", () => {
  for (const { c, apps } of results) {
    it(c.name, async () => {
      expect(apps.length).toBeGreaterThan(0);
      for (const app of apps) await expectGolden(goldenText(app), goldenPath(c, app));
    });
  }

  it("no golden file is orphaned or missing", () => {
    const expected = results.flatMap(({ c, apps }) => apps.map((a) => goldenPath(c, a)));
    const onDisk = listFiles(GOLDEN_DIR);
    const rel = (files: string[]) => files.map((f) => path.relative(ROOT, f)).sort();
    expect({ orphaned: rel(onDisk.filter((f) => !expected.includes(f))), missing: rel(expected.filter((f) => !onDisk.includes(f))) }).toEqual({
      orphaned: [],
      missing: [],
    });
  });
});

describe("every local app output is usable", () => {
  const all = results.flatMap(({ c, apps }) => apps.map((app) => ({ name: `${c.name}/${app.id}`, app })));

  it("every snippet's setup and content pass bash -n", () => {
    const texts = all.flatMap(({ name, app }) => shellTexts(app).map((code, i) => ({ name: `${name}#${i}`, code })));
    expect(texts.length).toBeGreaterThan(50);
    const failed = bashSyntaxFailures(texts.map((t) => t.code));
    expect(texts.filter((_, i) => failed[i]).map((t) => t.name)).toEqual([]);
  });

  it("snippets use four-space indentation and no tabs", () => {
    const bad = all.flatMap(({ name, app }) =>
      shellTexts(app)
        .filter((code) => code.split("\n").some((line) => /^\t/.test(line) || /^( *)/.exec(line)![1]!.length % 4 !== 0))
        .map(() => name),
    );
    expect(bad).toEqual([]);
  });

  it("every deeplink is a valid absolute URL and every snippet app has snippets", () => {
    for (const { name, app } of all) {
      if (app.kind === "deeplink") {
        expect(() => new URL(app.url!), name).not.toThrow();
        expect(app.snippets, name).toBeUndefined();
      } else {
        expect(app.snippets?.length, name).toBeGreaterThan(0);
        expect(app.url, name).toBeUndefined();
      }
    }
  });
});
