/**
 * A pasted real record travels in its link cut to what the engine reads:
 * every field the engine reads arrives as it was (of siblings each file name, of cardData and
 * config the keys read), the hub's other fields (spaces, sha, dates, counters) stay behind,
 * and the page shows the same local apps and library code for the record that comes back.
 */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, MODEL_RECORD_FIELDS, MODEL_RECORD_SUBFIELDS } from "../../engine/index.js";
import { LocalAppsSection } from "../../viewer/src/components/local-apps-section.js";
import { RECORD_FIELDS } from "../../viewer/src/data/record-fields.js";
import { pastedRecordUrl, readRecordPayload, recordInFragment } from "../../viewer/src/data/record-link.js";
import { LocationProvider } from "../../viewer/src/router.js";
import { realRecords, ROOT } from "../real-records/support.js";

const records = realRecords();
const byName = (name: string) => records.find((r) => r.name === name)!.model as Record<string, unknown> & { id: string };

/** The record as the page reads it back from the pasted record's link. */
async function throughLink(record: { id: string }): Promise<{ url: string; decoded: Record<string, unknown> }> {
  const url = await pastedRecordUrl(record);
  return { url, decoded: JSON.parse(await readRecordPayload(recordInFragment(new URL(url, "http://viewer").hash)!)) as Record<string, unknown> };
}

const pick = (value: unknown, keys: readonly string[]) => Object.fromEntries(Object.entries(value as object).filter(([k]) => keys.includes(k)));

/** What a field should be after the trip. */
function kept(record: Record<string, unknown>, field: string): unknown {
  if (field === "siblings") return (record.siblings as { rfilename: string }[]).map((s) => ({ rfilename: s.rfilename }));
  if (field === "cardData" || field === "config") return pick(record[field], MODEL_RECORD_SUBFIELDS[field]);
  return record[field];
}

const localApps = (model: object) =>
  renderToString(
    <LocationProvider url="/models/x">
      <LocalAppsSection model={model as never} />
    </LocationProvider>,
  );

describe("the viewer's record fields", () => {
  it("are the engine's list, which holds gguf and siblings (local apps read them)", () => {
    expect(RECORD_FIELDS).toBe(MODEL_RECORD_FIELDS);
    expect(RECORD_FIELDS).toContain("gguf");
    expect(RECORD_FIELDS).toContain("siblings");
  });
});

describe("a pasted real record's link", () => {
  it("keeps every field the engine reads and drops the rest, for every record of the corpus", async () => {
    for (const { name, model } of records) {
      const record = model as Record<string, unknown> & { id: string };
      const { decoded } = await throughLink(record);
      for (const field of MODEL_RECORD_FIELDS) if (field in record) expect(decoded[field], `${name} ${field}`).toEqual(kept(record, field));
      expect(
        Object.keys(decoded).filter((k) => !(MODEL_RECORD_FIELDS as readonly string[]).includes(k)),
        name,
      ).toEqual([]);
      for (const dropped of ["spaces", "sha", "lastModified", "createdAt", "downloads", "likes", "_id", "usedStorage"])
        expect(decoded, `${name} ${dropped}`).not.toHaveProperty(dropped);
    }
  });

  it("is a fraction of the record: the 23 KB Llama 3.1 record makes a link under 4 KB", async () => {
    const record = byName("meta-llama--Llama-3.1-8B-Instruct");
    expect(JSON.stringify(record).length).toBeGreaterThan(22_000);
    const { url } = await throughLink(record);
    expect(url.length).toBeLessThan(4_000);
  });

  it("shows the same local apps and library code for the record that comes back", async () => {
    for (const { name, model } of records) {
      const { decoded } = await throughLink(model as { id: string });
      expect(localApps(decoded), name).toBe(localApps(model));
      expect(getLibrarySnippets(decoded as never), name).toEqual(getLibrarySnippets(model));
    }
  });

  it("carries gguf: a record that lists no files is a llama.cpp model by its GGUF metadata alone", async () => {
    const { siblings: _, ...unlisted } = byName("ggml-org--gemma-3-12b-it-GGUF");
    expect(unlisted).toHaveProperty("gguf");
    const { decoded } = await throughLink(unlisted);
    expect(localApps(decoded)).toContain("llama.cpp");
    expect(localApps(decoded)).toBe(localApps(unlisted));
  });
});

describe("the keys kept of cardData and config", () => {
  it("hold every key a template or plugin reads by name", () => {
    const read = new Set<string>();
    for (const file of fg.sync(["templates/**/*.hbs", "engine/plugins/*.ts"], { cwd: ROOT })) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      for (const m of text.matchAll(/model\.(config|cardData)\.([A-Za-z_]+)|\(get model\.(config|cardData) "([^"]+)"\)/g))
        read.add(`${m[1] ?? m[3]}.${m[2] ?? m[4]}`);
    }
    expect(read.size).toBeGreaterThan(5);
    for (const key of read) {
      const [field, sub] = key.split(".") as ["config" | "cardData", string];
      expect(MODEL_RECORD_SUBFIELDS[field] as readonly string[], key).toContain(sub);
    }
  });
});
