/**
 * The golden walker: every model fixture × every snippet it produces, compared with
 * test/golden/libraries/<id>/[<variant>/]<n>.<ext>. Data-driven: a library joins by having
 * snippets in its YAML, a fixture in test/fixtures/models/ and golden files
 * (`npm run golden:update -- test/library-snippets` writes them).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, listLibraries, PLUGINS } from "../../engine/index.js";
import { readReference } from "../support/reference.js";
import { GOLDEN_DIR, goldenPath, listFiles, modelFixtures, ROOT } from "./support.js";
import { expectGolden } from "../support/golden.js";

const fixtures = modelFixtures();
const withSnippets = listLibraries().filter((l) => l.snippets.length > 0);

describe("library snippet golden files", () => {
  for (const fixture of fixtures) {
    it(fixture.name, async () => {
      const snippets = getLibrarySnippets(fixture.model);
      for (const [i, s] of snippets.entries()) {
        await expectGolden(s.content, goldenPath(fixture, i, s.language));
      }
    });
  }
});

describe("completeness", () => {
  it("every library with snippets has a main fixture that produces them", () => {
    const main = new Map(fixtures.filter((f) => !f.variant).map((f) => [f.library, f]));
    const missing = withSnippets.map((l) => l.id).filter((id) => !main.has(id));
    expect(missing).toEqual([]);
    const empty = [...main.values()].filter((f) => getLibrarySnippets(f.model).length === 0).map((f) => f.name);
    expect(empty).toEqual([]);
  });

  it("every library the reference lists with usage code has snippets", () => {
    const reference = readReference<{ libraries: Array<{ id: string; hasSnippets: boolean }> }>("libraries.json");
    const have = new Set(withSnippets.map((l) => l.id));
    expect(reference.libraries.filter((l) => l.hasSnippets && !have.has(l.id)).map((l) => l.id)).toEqual([]);
  });

  it("no golden file is orphaned or missing", () => {
    const expected = fixtures.flatMap((f) => getLibrarySnippets(f.model).map((s, i) => goldenPath(f, i, s.language)));
    const onDisk = listFiles(GOLDEN_DIR);
    const rel = (files: string[]) => files.map((f) => path.relative(ROOT, f)).sort();
    expect({ orphaned: rel(onDisk.filter((f) => !expected.includes(f))), missing: rel(expected.filter((f) => !onDisk.includes(f))) }).toEqual({
      orphaned: [],
      missing: [],
    });
  });

  it("every template under templates/libraries/ is used by its library's YAML", () => {
    const used = new Set(listLibraries().flatMap((l) => l.snippets.flatMap((s) => (s.file ? [`${l.id}/${s.file}.hbs`] : []))));
    const files = listFiles(path.join(ROOT, "templates/libraries")).map((f) => path.relative(path.join(ROOT, "templates/libraries"), f));
    expect(files.filter((f) => !used.has(f))).toEqual([]);
  });

  it("every plugin named in a library's YAML is in the plugin table, and every table entry is used", () => {
    const named = new Set(listLibraries().flatMap((l) => (l.plugin ? [l.plugin] : [])));
    expect([...named].filter((p) => !(p in PLUGINS))).toEqual([]);
    expect(Object.keys(PLUGINS).filter((p) => !named.has(p))).toEqual([]);
    for (const [key, plugin] of Object.entries(PLUGINS)) expect(plugin.name).toBe(key);
  });
});
