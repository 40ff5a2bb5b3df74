/** A golden text of the whole catalogue: one line per task, grouped by modality. */
import path from "node:path";
import { expect, it } from "vitest";
import { demoMedia, tasksByModality, type DemoItem } from "../../engine/index.js";
import { expectGolden } from "../support/golden.js";

const kinds = (items: DemoItem[] = []) => items.map((i) => i.type).join("+") || "-";

it("lists every task with its modality, status and counts", async () => {
  const lines: string[] = [];
  for (const group of tasksByModality()) {
    lines.push(`# ${group.label} (${group.modality})`);
    for (const t of group.tasks) {
      const status = t.isPlaceholder ? "placeholder" : "full";
      const counts = `d${t.datasets.length} m${t.models.length} s${t.spaces.length} k${t.metrics.length} lib${t.libraries.length}`;
      const demo = t.demo ? `${kinds(t.demo.inputs)} -> ${kinds(t.demo.outputs)} (${demoMedia(t).length} media)` : "no demo";
      const extras = [t.canonicalId && `canonical=${t.canonicalId}`, t.about && "about", t.youtubeId && "video"].filter(Boolean).join(" ");
      lines.push(`${t.id} | ${t.label} | ${status} | ${counts} | ${demo}${extras ? ` | ${extras}` : ""}`);
    }
    lines.push("");
  }
  await expectGolden(lines.join("\n"), path.join(import.meta.dirname, "../golden/catalogue/listing.txt"));
});
