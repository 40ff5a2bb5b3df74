/**
 * A real record with one field of the wrong type (null, an object, a list, an empty string
 * where the hub sends something else) either still works or fails with a validation error
 * naming that field, on every surface: never a TypeError from deep inside the engine.
 */
import { describe, expect, it } from "vitest";
import { realRecords, surfaces } from "./support.js";

const FIELDS = [
  "id",
  "library_name",
  "pipeline_tag",
  "tags",
  "config",
  "cardData",
  "widgetData",
  "transformersInfo",
  "siblings",
  "mask_token",
  "inferenceProviderMapping",
  "gguf",
];
const BAD_VALUES: unknown[] = [null, {}, [], "", 42];

describe("real records with a malformed field", () => {
  it("work, or fail naming the field", () => {
    const problems: string[] = [];
    for (const record of realRecords()) {
      for (const field of FIELDS) {
        if (!(field in record.model)) continue;
        for (const value of BAD_VALUES) {
          const model = { ...record.model, [field]: value } as typeof record.model;
          try {
            surfaces({ name: record.name, model });
          } catch (error) {
            const message = (error as Error).message;
            if (error instanceof TypeError || !message.includes(field))
              problems.push(`${record.name} ${field}=${JSON.stringify(value)}: ${message.split("\n")[0]}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
