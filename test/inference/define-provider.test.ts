/**
 * Provider task tables are built when first read, once: importing the package builds none of
 * them (engine/inference/providers/types.ts, defineProvider).
 */
import { describe, expect, it } from "vitest";
import { PROVIDERS } from "../../engine/inference/providers/index.js";
import { BEARER, defineProvider, routerBase } from "../../engine/inference/providers/types.js";

describe("defineProvider", () => {
  it("builds the task table on the first read, once, and keeps the other fields as given", () => {
    let builds = 0;
    const provider = defineProvider({
      id: "example",
      routedBaseUrl: routerBase("example"),
      directBaseUrl: "https://api.example.com",
      keyEnvVar: "EXAMPLE_KEY",
      directAuth: BEARER,
      tasks: () => {
        builds++;
        return { conversational: { route: () => "/v1/chat/completions", body: () => ({ kind: "json", json: {} }), response: { kind: "json" } } };
      },
    });
    expect(builds).toBe(0);
    expect(provider.id).toBe("example");
    expect(provider.routedBaseUrl).toBe("https://router.huggingface.co/example");
    const first = provider.tasks;
    expect(Object.keys(first)).toEqual(["conversational"]);
    expect(provider.tasks).toBe(first);
    expect({ ...provider }.tasks).toBe(first);
    expect(builds).toBe(1);
  });

  it("gives every provider of the table a task table that reads the same twice", () => {
    for (const provider of PROVIDERS.values()) {
      expect(Object.keys(provider.tasks).length, provider.id).toBeGreaterThan(0);
      expect(provider.tasks, provider.id).toBe(provider.tasks);
    }
  });
});
