/**
 * The registry against test/reference/libraries.json, field by field.
 */
import { describe, expect, it } from "vitest";
import { getLibrary, listLibraries, DEFAULT_COUNT_DOWNLOADS_FILES, countDownloadsRule } from "../../engine/index.js";
import { readReference } from "../support/reference.js";

interface ReferenceLibrary {
  id: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl?: string;
  filter: boolean;
  countDownloads?: string;
  countDownloadsIsDefault: boolean;
  pipelineTags?: string[];
}

describe("registry vs libraries.json", () => {
  const ref = readReference<{ libraries: ReferenceLibrary[]; count: number; defaultCountDownloadsFiles: string[] }>("libraries.json");

  it("holds exactly the reference ids", () => {
    expect(ref.libraries.length).toBe(ref.count);
    expect(
      listLibraries()
        .map((l) => l.id)
        .sort(),
    ).toEqual(ref.libraries.map((l) => l.id).sort());
  });

  it.each(ref.libraries.map((l) => [l.id, l] as const))("%s agrees field by field", (id, expected) => {
    const entry = getLibrary(id)!;
    expect(entry).toBeDefined();
    expect({
      prettyLabel: entry.prettyLabel,
      repoName: entry.repoName,
      repoUrl: entry.repoUrl,
      docsUrl: entry.docsUrl,
      filter: entry.filter,
      countDownloads: entry.countDownloads,
      pipelineTags: [...entry.pipelineTags].sort(),
    }).toEqual({
      prettyLabel: expected.prettyLabel,
      repoName: expected.repoName,
      repoUrl: expected.repoUrl,
      docsUrl: expected.docsUrl,
      filter: expected.filter,
      countDownloads: expected.countDownloads,
      pipelineTags: [...(expected.pipelineTags ?? [])].sort(),
    });
    expect(countDownloadsRule(id).isDefault).toBe(expected.countDownloadsIsDefault);
  });

  it("the default download files are the hub's", () => {
    expect([...DEFAULT_COUNT_DOWNLOADS_FILES]).toEqual(ref.defaultCountDownloadsFiles);
  });
});
