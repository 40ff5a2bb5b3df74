/**
 * Golden files of every surface for every real hub record (test/real-records/*.json):
 * test/golden/real-records/<record>/library/<n>.<ext>, local-apps/<app>.sh|.url,
 * inference/<provider>/<language>-<client>.<ext> and task.json. A record that makes a surface
 * throw fails here. `npx vitest run test/real-records/golden.test.ts -u` rewrites them.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GOLDEN_DIR, goldenPath, listFiles, realRecords, RECORD_DIR, ROOT, surfaces } from "./support.js";
import { expectGolden } from "../support/golden.js";

const records = realRecords();

describe("real-record golden files", () => {
  it("the corpus holds real records, each with an id", () => {
    expect(records.length).toBeGreaterThanOrEqual(83);
    for (const r of records) expect(typeof r.model.id, r.name).toBe("string");
  });

  it("SOURCES.md names the source of every record, and no file that is not there", () => {
    const rows = [
      ...fs
        .readFileSync(path.join(RECORD_DIR, "SOURCES.md"), "utf8")
        .matchAll(/^\| `([^`]+\.json)` \| `https:\/\/huggingface\.co\/api\/models\/[^`]+` \| .+ \|$/gm),
    ].map((m) => m[1]);
    expect(rows.sort()).toEqual(records.map((r) => `${r.name}.json`).sort());
  });

  for (const record of records) {
    it(record.name, async () => {
      for (const output of surfaces(record)) await expectGolden(output.content, goldenPath(record, output));
    });
  }

  it("no golden file is orphaned or missing", () => {
    const expected = records.flatMap((r) => surfaces(r).map((o) => goldenPath(r, o)));
    const onDisk = listFiles(GOLDEN_DIR);
    const rel = (files: string[]) => files.map((f) => path.relative(ROOT, f)).sort();
    expect({ orphaned: rel(onDisk.filter((f) => !expected.includes(f))), missing: rel(expected.filter((f) => !onDisk.includes(f))) }).toEqual({
      orphaned: [],
      missing: [],
    });
  });
});
