/** Hub ids in records pasted into the viewer: the engine's rule (engine/schema/hub-id.ts, tested in test/schema/hub-id.test.ts) with every problem listed. */
import { describe, expect, it } from "vitest";
import { readPastedRecord } from "../../viewer/src/snippets/read-record.js";

const paste = (id: string) => readPastedRecord(JSON.stringify({ id, pipeline_tag: "fill-mask" }));

describe("hub ids in pasted records", () => {
  it("refuses a record whose id would navigate elsewhere", () => {
    for (const id of [".", "..", "org/..", "../x", "org/.", "/name", "org/", "a/b/c"]) {
      const { record, error } = paste(id);
      expect(record, id).toBeUndefined();
      expect(error, id).toContain(`id: ${JSON.stringify(id)} is not a hub id`);
    }
    expect(paste("org/name").record).toEqual({ id: "org/name", pipeline_tag: "fill-mask" });
  });

  it("the pasted record's error lists every problem, one a line", () => {
    expect(paste("org/<x>..").error).toBe(
      `id: "org/<x>.." is not a hub id like "org/name":\n- it contains "<", ">"; only letters, digits, "-", "_" and "." are allowed\n- the name "<x>.." must start and end with a letter, a digit or "_"\n- it contains "..", which the hub forbids`,
    );
  });
});
