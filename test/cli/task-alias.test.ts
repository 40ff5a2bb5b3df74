/**
 * `model-atlas tasks <id>` for a task another page covers (its record names a canonicalId):
 * translation is shown as the text-generation page, and the output says so in both formats;
 * `--own` and the API's `followCanonical: false` still give the record stored under the id.
 */
import { describe, expect, it } from "vitest";
import { getTask } from "../../engine/catalogue/tasks.js";
import { runCli } from "./run-cli.js";

describe("tasks: aliases", () => {
  it("says that translation is served by the text-generation page", async () => {
    const run = await runCli(["tasks", "translation"]);
    expect(run.code).toBe(0);
    const [note, rest] = run.stdout.split("\n\n", 2) as [string, string];
    expect(note).toMatch(/^Translation \(translation\) is served by the Text Generation page \(text-generation\)/);
    expect(note).toContain("model-atlas tasks translation --own");
    expect(rest).toMatch(/^Task:\s+text-generation$/m);
  });

  it("names the asked-for task in the JSON output", async () => {
    const run = await runCli(["tasks", "translation", "--format", "json"]);
    const out = JSON.parse(run.stdout) as { id: string; servedFor?: { id: string; label: string } };
    expect(out.id).toBe("text-generation");
    expect(out.servedFor).toEqual({ id: "translation", label: "Translation" });
  });

  it("adds nothing for a task shown under its own id", async () => {
    const run = await runCli(["tasks", "text-generation"]);
    expect(run.stdout).toMatch(/^Task:\s+text-generation$/m);
    expect(run.stdout).not.toContain("served by");
    expect(JSON.parse((await runCli(["tasks", "text-generation", "--format", "json"])).stdout)).not.toHaveProperty("servedFor");
  });

  it("keeps the record's own id reachable: --own on the command line, followCanonical: false in the API", async () => {
    const run = await runCli(["tasks", "translation", "--own"]);
    expect(run.stdout).toMatch(/^Task:\s+translation$/m);
    expect(run.stdout).not.toContain("served by");
    expect(getTask("translation", { followCanonical: false })?.id).toBe("translation");
    expect(getTask("translation")?.id).toBe("text-generation");
  });
});
