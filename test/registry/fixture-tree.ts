/**
 * Builds a throwaway project tree holding chosen library files, runs the registry build on
 * it, and returns the report a person would read. Each tree also holds the copy-me example
 * as libraries/my-library.yaml, a valid neighbour that duplicate checks can collide with.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem, type Problem } from "../../engine/errors/atlas-error.js";
import { buildRegistry } from "../../scripts/registry/build.js";
import { ROOT } from "../support/reference.js";

export const FIXTURES = path.join(ROOT, "test/fixtures");

export function makeTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-registry-"));
  fs.mkdirSync(path.join(root, "libraries"));
  fs.copyFileSync(path.join(ROOT, "libraries/_example.yaml"), path.join(root, "libraries/my-library.yaml"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, "libraries", name), text);
  return root;
}

/** Copies test/fixtures/<name> into a fresh tree as libraries/<name>. */
export function treeWithFixtures(...names: string[]): string {
  return makeTree(Object.fromEntries(names.map((n) => [n, fs.readFileSync(path.join(FIXTURES, n), "utf8")])));
}

export function report(problems: Problem[]): string {
  return problems.map(formatProblem).join("\n") + "\n";
}

export function buildTree(root: string): { problems: Problem[]; text: string } {
  try {
    const { problems } = buildRegistry(root);
    return { problems, text: report(problems) };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
