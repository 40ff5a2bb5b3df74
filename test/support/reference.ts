/**
 * The reference facts the tests compare against, copied into test/reference/ (see its README for
 * the source packages and versions), so a clone anywhere runs every comparison.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const REFERENCE_DIR = path.join(ROOT, "test/reference");

export function readReference<T = any>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, name), "utf8")) as T;
}
