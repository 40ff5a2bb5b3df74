/** The one hub-id rule (engine/schema/hub-id.ts): what the hub accepts, and every problem named. */
import { describe, expect, it } from "vitest";
import { HUB_ID_MAX_LENGTH, hubIdProblems, isHubId, listTasks } from "../../engine/index.js";
import { EXAMPLE_MODELS } from "../../viewer/src/data/example-models.js";
import { realRecords } from "../real-records/support.js";

describe("hub ids", () => {
  it("accepts the ids the hub accepts", () => {
    for (const id of ["gpt2", "org/name", "Org_1/name.v2-final", "a/b", `${"a".repeat(40)}/${"b".repeat(55)}`]) expect(hubIdProblems(id), id).toEqual([]);
    for (const { record } of EXAMPLE_MODELS) expect(hubIdProblems(record.id), record.id).toEqual([]);
    // Widget models open through a record in the URL: every id the catalogue lists must pass.
    for (const task of listTasks())
      for (const id of [...task.widgetModels, ...task.models.map((m) => m.id)]) expect(hubIdProblems(id), `${task.id}: ${id}`).toEqual([]);
    // Every id of a real hub answer passes.
    for (const { name, model } of realRecords()) expect(isHubId(model.id), name).toBe(true);
  });

  it("isHubId is hubIdProblems finding none", () => {
    for (const id of ["gpt2", "org/name", "org/..", "a/b/c", "org/a--b", "", "org/name.git", "a".repeat(HUB_ID_MAX_LENGTH + 1)])
      expect(isHubId(id), id).toBe(hubIdProblems(id).length === 0);
  });

  it("rejects path segments that would navigate elsewhere: '.', '..', 'org/..', empty parts", () => {
    for (const id of [".", "..", "org/..", "../x", "org/.", "/name", "org/", "a/b/c"]) expect(isHubId(id), id).toBe(false);
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
});
