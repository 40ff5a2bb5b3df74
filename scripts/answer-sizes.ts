/**
 * `npx tsx scripts/answer-sizes.ts`: the largest MCP answer per tool and resource with its
 * fewest arguments over the real-record corpus (test/real-records/), text and structuredContent
 * in characters, and how many exceed the 16,000-character budget (ANSWER_BUDGET). The same answers
 * as test/agreement/answer-size.test.ts, printed for before/after figures. Always exits 0.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultAnswers, largestPerCall, sizeTable } from "../test/agreement/answers.js";
import { corpusRecords } from "../test/agreement/records.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-answer-sizes-"));
try {
  const records = corpusRecords();
  const answers = await defaultAnswers(records, tmp);
  console.log(`Largest default answer per call over ${records.length} corpus records (characters):\n`);
  console.log(sizeTable(largestPerCall(answers)));
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
