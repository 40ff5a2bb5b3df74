/**
 * Hostile model records: an id, file names and a base model carrying quotes, `$(…)`,
 * backticks, newlines, `&`, `#`, `?` and `..`. Every snippet must still pass `bash -n` with
 * every hostile character inside single quotes, and every deeplink must be a valid URL that
 * carries the values as data: no extra query parameter, no fragment, no climbing path segment.
 */
import { describe, expect, it } from "vitest";
import { getLocalApps, LOCAL_APPS, type ModelRecordInput } from "../../engine/index.js";
import { checkSh } from "../support/syntax-check.js";
import { HOSTILE, MARKER } from "../library-snippets/hostile.js";
import { ALL_CASES, shellTexts } from "./support.js";

const URL_HOSTILE = ` &file=evil.gguf#frag ?x=1 %2F ../ ${HOSTILE}`;

function poisoned(model: ModelRecordInput, text: string): { model: ModelRecordInput; file?: string } {
  const record = model as Record<string, unknown>;
  const siblings = Array.isArray(record.siblings) ? (record.siblings as Array<{ rfilename: string }>) : [];
  const card = (model.cardData ?? {}) as Record<string, unknown>;
  const poisonedSiblings = siblings.map((s) => ({ rfilename: s.rfilename.endsWith(".gguf") ? `${text}/${s.rfilename}` : s.rfilename }));
  return {
    model: {
      ...model,
      id: `${model.id}${text}`,
      cardData: { ...card, ...(card.base_model ? { base_model: `${String(card.base_model)}${text}` } : {}) },
      ...(siblings.length ? { siblings: poisonedSiblings } : {}),
    } as ModelRecordInput,
  };
}

const cases = ALL_CASES.flatMap((c) => {
  const out = [{ name: c.name, ...poisoned(c.model, HOSTILE), file: c.file && `${MARKER}-${HOSTILE}-Q4_K_M.gguf` }];
  // The GGUF probes also without the file the reference hands them.
  if (c.file) {
    out.push({ name: `${c.name} (no file)`, ...poisoned(c.model, HOSTILE), file: undefined });
  }
  return out;
});

describe("hostile records", () => {
  it("every snippet passes bash -n and keeps the hostile text inside single quotes", () => {
    const apps = cases.flatMap((c) => getLocalApps(c.model, { file: c.file }).map((app) => ({ name: `${c.name}/${app.id}`, app })));
    const sources = apps.flatMap(({ name, app }) => shellTexts(app).map((code, i) => ({ id: `${name}#${i}`, code, sentinel: MARKER })));
    expect(sources.length).toBeGreaterThan(100);
    // Every snippet app names the model somewhere, so the hostile text reached every one of them.
    const silent = apps.filter(({ app }) => app.kind === "snippet" && !shellTexts(app).some((t) => t.includes(MARKER)));
    expect(silent.map((a) => a.name)).toEqual([]);
    expect(checkSh(sources)).toEqual([]);
  });

  it("a hostile file chosen by the caller stays quoted", () => {
    const model = { id: `org/m${HOSTILE}`, pipeline_tag: "text-generation", tags: ["conversational"], gguf: { context_length: 8, chat_template: "tools" } };
    const sources = getLocalApps(model, { file: `${HOSTILE}-Q4_K_M.gguf` }).flatMap((app) =>
      shellTexts(app).map((code, i) => ({ id: `${app.id}#${i}`, code, sentinel: MARKER })),
    );
    expect(checkSh(sources)).toEqual([]);
  });

  it("every deeplink carries hostile ids and files as data", () => {
    const checked = new Set<string>();
    for (const c of ALL_CASES) {
      const { model } = poisoned(c.model, URL_HOSTILE);
      const file = c.file ? `dir/${URL_HOSTILE}-Q4_K_M.gguf` : undefined;
      for (const app of getLocalApps(model, { file })) {
        if (app.kind !== "deeplink") continue;
        checked.add(app.id);
        const url = new URL(app.url!);
        const where = `${c.name}/${app.id}: ${app.url}`;
        expect(url.hash, where).toBe("");
        expect(app.url, where).not.toMatch(/[\s"'<>`]/);
        const spec = LOCAL_APPS[app.id].deeplink!;
        const names = new Set(spec.flatMap((d) => d.query.map((q) => q.name)));
        for (const key of url.searchParams.keys()) expect(names.has(key), where).toBe(true);
        const values = [...url.searchParams.entries()];
        expect(values.length, where).toBeLessThanOrEqual(names.size);
        if (values.length === 0 || !spec.some((d) => d.query.some((q) => q.value === "repo"))) {
          // The id is in the path: decoded, it is the id, and no segment is "..".
          const raw = app.url!.replace(/^[a-z-]+:\/\//, "");
          expect(raw.split("/"), where).not.toContain("..");
          expect(decodeURIComponent(raw), where).toContain(model.id);
        } else {
          expect(
            values.map(([, v]) => v),
            where,
          ).toContain(model.id);
          if (file && url.searchParams.has("file")) expect(url.searchParams.get("file"), where).toBe(file);
        }
      }
    }
    // Every deeplink app was reached by some case.
    expect([...checked].sort()).toEqual(
      Object.values(LOCAL_APPS)
        .filter((a) => a.deeplink)
        .map((a) => a.id)
        .sort(),
    );
  });
});
