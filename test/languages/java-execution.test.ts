/**
 * Java `java.net.http` snippets, compiled in one batch with javac (default-jdk-headless) and run against the
 * recording server: for every golden case (test/inference) and every provider case
 * (test/inference/providers), the Java program must send the same requests as the python `requests`
 * snippet (method, URL, headers, body; job polls and media downloads included), write the
 * same files and, for chat, print the same reply.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { differences, runLanguages, type Outcome } from "./same-request.js";

let outcomes: Outcome[] = [];

describe("java/java-net-http snippets send what python requests sends", () => {
  beforeAll(async () => {
    outcomes = await runLanguages(new Set(["java/java-net-http"]));
  }, 600_000); // a guard, not a speed target

  it("covers every case that has a python requests snippet", () => {
    const python = outcomes.filter((o) => o.client === "python/requests").map((o) => o.id.replace(/\/python\/requests$/, ""));
    const java = new Set(outcomes.filter((o) => o.client === "java/java-net-http").map((o) => o.id.replace(/\/java\/java-net-http$/, "")));
    expect(python.length).toBeGreaterThan(100);
    expect(python.filter((id) => !java.has(id))).toEqual([]);
  });

  it("runs every Java snippet to the end with the python snippet's requests and files", () => {
    const byId = new Map(outcomes.map((o) => [o.id, o]));
    const problems = outcomes
      .filter((o) => o.client === "java/java-net-http")
      .flatMap((o) => {
        const base = o.id.replace(/\/java\/java-net-http$/, "");
        return differences(o, byId.get(`${base}/python/requests`)!).map((d) => `${base}: ${d}`);
      });
    expect(problems).toEqual([]);
  });
});
