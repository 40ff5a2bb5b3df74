/**
 * Card sizes: the default usage card of every real record (Markdown and its JSON twin,
 * characters; the budget is 16,000 each), and the bytes per model of an export of the generated
 * hub listing (./hub-models.ts). Run: npx tsx scripts/card-sizes.ts [models]
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { getUsageCard } from "../engine/cards/build.js";
import { usageCardMarkdown } from "../engine/cards/markdown.js";
import { exportFolder } from "../engine/cli/export/folder.js";
import type { ModelRecordInput } from "../engine/schema/model.js";
import { writeModels } from "./bench/hub-models.js";

const ROOT = resolve(import.meta.dirname, "..");
const RECORDS = join(ROOT, "test/real-records");

const rows = readdirSync(RECORDS)
  .filter((f) => f.endsWith(".json"))
  .map((f) => {
    const card = getUsageCard(JSON.parse(readFileSync(join(RECORDS, f), "utf8")) as ModelRecordInput);
    return { name: f.slice(0, -5), md: usageCardMarkdown(card).length, json: JSON.stringify(card, null, 2).length + 1 };
  });
const top = (key: "md" | "json") =>
  [...rows]
    .sort((a, b) => b[key] - a[key])
    .slice(0, 3)
    .map((r) => `${r.name} ${r[key].toLocaleString("en-US")}`)
    .join("; ");
console.log(`real records: ${rows.length}`);
console.log(`largest default card Markdown: ${top("md")}`);
console.log(`largest default card JSON: ${top("json")}`);
console.log(`over 16,000: ${rows.filter((r) => r.md > 16_000 || r.json > 16_000).length}`);

const count = Number(process.argv[2] ?? 1000);
const dir = mkdtempSync(join(tmpdir(), "card-sizes-"));
try {
  const file = join(dir, "models.jsonl");
  await writeModels(file, count);
  const records = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as ModelRecordInput);
  const files = exportFolder(records);
  const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
  const cards = files.filter((f) => f.path.startsWith("models/"));
  const largest = Math.max(...cards.map((f) => f.text.length));
  console.log(
    `hub listing export, ${count} models: ${files.length} files, ${bytes.toLocaleString("en-US")} bytes, ${Math.round(bytes / count).toLocaleString("en-US")} bytes per model; largest card file ${largest.toLocaleString("en-US")} characters`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
