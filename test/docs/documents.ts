/** The documents the docs tests read: README.md and every Markdown file of docs/. */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../support/reference.js";

export const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
];

/** The text without fenced code blocks. */
export const withoutFences = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, "");
