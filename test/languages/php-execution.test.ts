/**
 * PHP snippets (the curl extension), run with Debian's php-cli and php-curl against the
 * recording server: for every golden case (test/inference) and every provider case
 * (test/inference/providers), the PHP script must send the same requests as the python `requests`
 * snippet (method, URL, headers, body; job polls and media downloads included), write the
 * same files and, for chat, print the same reply.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { differences, runLanguages, type Outcome } from "./same-request.js";

let outcomes: Outcome[] = [];

describe("php/php-curl snippets send what python requests sends", () => {
  beforeAll(async () => {
    outcomes = await runLanguages(new Set(["php/php-curl"]));
  }, 600_000); // a guard, not a speed target

  it("covers every case that has a python requests snippet", () => {
    const python = outcomes.filter((o) => o.client === "python/requests").map((o) => o.id.replace(/\/python\/requests$/, ""));
    const php = new Set(outcomes.filter((o) => o.client === "php/php-curl").map((o) => o.id.replace(/\/php\/php-curl$/, "")));
    expect(python.length).toBeGreaterThan(100);
    expect(python.filter((id) => !php.has(id))).toEqual([]);
  });

  it("runs every PHP snippet to the end with the python snippet's requests and files", () => {
    const byId = new Map(outcomes.map((o) => [o.id, o]));
    const problems = outcomes
      .filter((o) => o.client === "php/php-curl")
      .flatMap((o) => {
        const base = o.id.replace(/\/php\/php-curl$/, "");
        return differences(o, byId.get(`${base}/python/requests`)!).map((d) => `${base}: ${d}`);
      });
    expect(problems).toEqual([]);
  });
});
