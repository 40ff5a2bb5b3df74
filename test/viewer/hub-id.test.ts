import { describe, expect, it } from "vitest";
import { listTasks } from "../../engine/index.js";
import { EXAMPLE_MODELS } from "../../viewer/src/data/example-models.js";
import { hubIdProblems } from "../../viewer/src/data/hub-id.js";
import { readPastedRecord } from "../../viewer/src/snippets/read-record.js";

const paste = (id: string) => readPastedRecord(JSON.stringify({ id, pipeline_tag: "fill-mask" }));

describe("hub ids in pasted records", () => {
  it("accepts the ids the hub accepts", () => {
    for (const id of ["gpt2", "org/name", "Org_1/name.v2-final", "a/b", `${"a".repeat(40)}/${"b".repeat(55)}`]) expect(hubIdProblems(id), id).toEqual([]);
    for (const { record } of EXAMPLE_MODELS) expect(hubIdProblems(record.id), record.id).toEqual([]);
    // Widget models open through a record in the URL: every id the catalogue lists must pass.
    for (const task of listTasks())
      for (const id of [...task.widgetModels, ...task.models.map((m) => m.id)]) expect(hubIdProblems(id), `${task.id}: ${id}`).toEqual([]);
  });

  it("rejects path segments that would navigate elsewhere: '.', '..', 'org/..', empty parts", () => {
    for (const id of [".", "..", "org/..", "../x", "org/.", "/name", "org/", "a/b/c"]) {
      const { record, error } = paste(id);
      expect(record, id).toBeUndefined();
      expect(error, id).toContain(`id: ${JSON.stringify(id)} is not a hub id`);
    }
    expect(hubIdProblems("org/..")).toEqual([`the name ".." must start and end with a letter, a digit or "_"`, `it contains "..", which the hub forbids`]);
    expect(hubIdProblems("a/b/c")).toContain(`it has 2 "/"; an id is "name" or "namespace/name"`);
    expect(hubIdProblems("org/")).toContain("the name is empty");
  });

  it("names the characters that are not allowed: quotes, $(…), <>, spaces, non-ASCII", () => {
    expect(hubIdProblems(`org/na"me`)).toEqual([`it contains "\\""; only letters, digits, "-", "_" and "." are allowed`]);
    expect(hubIdProblems("org/$(rm -rf)")[0]).toBe(`it contains "$", "(", a space, ")"; only letters, digits, "-", "_" and "." are allowed`);
    expect(hubIdProblems("org/<b>")[0]).toContain(`"<", ">"`);
    expect(hubIdProblems("org/na\tme")[0]).toContain("a whitespace character (U+0009)");
    expect(hubIdProblems("org/modèle")[0]).toContain('"è"');
    expect(hubIdProblems("org/it's")[0]).toContain(`"'"`);
  });

  it("checks length, '--', edges and the .git ending", () => {
    expect(hubIdProblems("a".repeat(97))).toEqual(["it is 97 characters long; the hub allows at most 96"]);
    expect(hubIdProblems("org/a--b")).toEqual([`it contains "--", which the hub forbids`]);
    expect(hubIdProblems("-org/name")).toEqual([`the namespace "-org" must start and end with a letter, a digit or "_"`]);
    expect(hubIdProblems("org/name.git")).toEqual([`it ends with ".git"`]);
    expect(hubIdProblems("")).toEqual(["the id is empty"]);
  });

  it("the pasted record's error lists every problem, one a line", () => {
    expect(paste("org/<x>..").error).toBe(
      `id: "org/<x>.." is not a hub id like "org/name":\n- it contains "<", ">"; only letters, digits, "-", "_" and "." are allowed\n- the name "<x>.." must start and end with a letter, a digit or "_"\n- it contains "..", which the hub forbids`,
    );
  });
});
