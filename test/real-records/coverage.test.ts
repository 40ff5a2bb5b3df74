/**
 * How many real records get each surface: printed for a closing note, and held
 * as floors so a change that silently drops a surface for real records fails here.
 * Raise a floor when a change adds coverage.
 */
import { describe, expect, it } from "vitest";
import { realRecords, surfaces } from "./support.js";

const records = realRecords();
const count = (surface: string) => records.filter((r) => surfaces(r).some((o) => o.surface === surface)).length;

describe("real-record coverage", () => {
  it("counts the records that get library snippets, local apps and inference snippets", () => {
    const counts = { records: records.length, library: count("library"), localApps: count("local-app"), inference: count("inference"), task: count("task") };
    console.log(`real records: ${JSON.stringify(counts)}`);
    expect(counts.records).toBeGreaterThanOrEqual(83);
    expect(counts.library).toBeGreaterThanOrEqual(55);
    expect(counts.localApps).toBeGreaterThanOrEqual(28);
    expect(counts.inference).toBeGreaterThanOrEqual(75);
    expect(counts.task).toBeGreaterThanOrEqual(61);
  });
});
