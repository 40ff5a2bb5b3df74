/**
 * Access to ../shared/reference, the facts the project was built from. CI clones the repo
 * with shared/ beside it; elsewhere the tests that compare against it are skipped, loudly.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const REFERENCE_DIR = path.resolve(ROOT, "../shared/reference");
export const HAS_REFERENCE = fs.existsSync(REFERENCE_DIR);

if (!HAS_REFERENCE) console.warn(`reference facts not found at ${REFERENCE_DIR}: comparisons with them are skipped`);

export function readReference<T = any>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, name), "utf8")) as T;
}
