/**
 * The dev server's golden review and registry banner (viewer/src/dev/): the diff of an opened
 * cell, the summary line above the matrix, the banner, and the hook that fetches and accepts.
 *
 * This project renders components with react-dom/server only (there is no DOM in the tests), and
 * the server renderer runs no effects and no event handlers. So the components are rendered to
 * HTML for what they show, and their handlers and effects are run through `host` below: a small
 * stand-in for React's hook dispatcher, installed only for the synchronous call of one component
 * and put back at once, that keeps state between calls and runs effects after each.
 */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GoldenDiff } from "../../viewer/src/dev/golden-diff.js";
import { GoldenSummary } from "../../viewer/src/dev/golden-summary.js";
import type { GoldenReview } from "../../viewer/src/dev/golden-types.js";
import RegistryBanner from "../../viewer/src/dev/registry-banner.js";
import type { RegistryStatus } from "../../viewer/src/dev/registry-status.js";
import { useGoldenReview } from "../../viewer/src/dev/use-golden-review.js";

const html = (node: React.ReactNode) => renderToString(<>{node}</>).replaceAll("<!-- -->", "");
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

// ---------------------------------------------------------------------------------------------
// A minimal hook host.

type Internals = { H: unknown };
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

const sameDeps = (a: unknown[] | undefined, b: unknown[] | undefined) => !!a && !!b && a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

function host<T>(render: () => T) {
  const slots: { value?: unknown; deps?: unknown[]; cleanup?: (() => void) | void; set?: (next: unknown) => void }[] = [];
  let cursor = 0;
  let pending: (() => void)[] = [];
  const slot = () => (slots[cursor] ??= {});
  const dispatcher = {
    useState(initial: unknown) {
      const s = slot();
      cursor++;
      if (!s.set) {
        s.value = typeof initial === "function" ? (initial as () => unknown)() : initial;
        s.set = (next) => {
          s.value = typeof next === "function" ? (next as (v: unknown) => unknown)(s.value) : next;
        };
      }
      return [s.value, s.set];
    },
    useCallback(callback: unknown, deps: unknown[]) {
      const s = slot();
      cursor++;
      if (!sameDeps(s.deps, deps)) Object.assign(s, { value: callback, deps });
      return s.value;
    },
    useEffect(effect: () => (() => void) | void, deps: unknown[]) {
      const s = slot();
      cursor++;
      if (sameDeps(s.deps, deps)) return;
      s.deps = deps;
      pending.push(() => {
        s.cleanup?.();
        s.cleanup = effect();
      });
    },
    useId() {
      const s = slot();
      s.value ??= `:host${cursor}:`;
      cursor++;
      return s.value;
    },
  };
  const api = {
    /** Renders once (effects run after), and returns what the component or hook returned. */
    render(): T {
      cursor = 0;
      const previous = internals.H;
      internals.H = dispatcher;
      let out: T;
      try {
        out = render();
      } finally {
        internals.H = previous;
      }
      const effects = pending;
      pending = [];
      for (const effect of effects) effect();
      return out;
    },
    unmount() {
      for (const s of slots) s?.cleanup?.();
    },
  };
  return api;
}

/** Lets pending promise callbacks (a stubbed fetch and what follows it) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The first element in a rendered tree (host elements only) that `match` accepts. */
function find(node: unknown, match: (type: unknown, props: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, match);
      if (found) return found;
    }
    return undefined;
  }
  if (!node || typeof node !== "object" || !("props" in node)) return undefined;
  const element = node as { type: unknown; props: Record<string, unknown> };
  if (match(element.type, element.props)) return element.props;
  return find(element.props.children, match);
}

// ---------------------------------------------------------------------------------------------
// A stubbed fetch, put back after each test.

type Reply = { status?: number; statusText?: string; body: unknown };
let fetchSpy: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});
function stubFetch(reply: (url: string, init?: RequestInit) => Reply | Promise<Reply>) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? "GET", ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const r = await reply(url, init);
    return new Response(JSON.stringify(r.body), { status: r.status ?? 200, statusText: r.statusText ?? "", headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

// ---------------------------------------------------------------------------------------------

describe("the golden diff of an opened cell", () => {
  it("a matching cell says so and offers nothing to accept", () => {
    const out = html(<GoldenDiff golden={{ name: "chat/basic/sh-curl.txt", status: "same" }} now="curl x" onAccept={() => {}} />);
    expect(out).toBe('<p class="hint">Matches its golden file, test/golden/chat/basic/sh-curl.txt.</p>');
    expect(out).not.toContain("Accept");
  });

  it("a differing cell: the file's name, the legend, Accept, and the lines with their signs", () => {
    const out = html(
      <GoldenDiff
        golden={{ name: "chat/basic/sh-curl.txt", status: "differs", before: "curl \\\n  -d '{\"n\": 1}'\nend" }}
        now={"curl \\\n  -d '{\"n\": 2}'\nend"}
        onAccept={() => {}}
      />,
    );
    expect(out).toContain('<section aria-label="Golden file against today&#x27;s output">');
    expect(text(out)).toContain("Differs from its golden filetest/golden/chat/basic/sh-curl.txt (− golden, + now) Accept");
    const lines = [...out.matchAll(/<span class="diff-(\w+)">([^<]*)<\/span>/g)].map(([, kind, line]) => `${kind}:${text(line!)}`);
    expect(lines).toEqual(["same:  curl \\", `removed:-   -d '{"n": 1}'`, `added:+   -d '{"n": 2}'`, "same:  end"]);
    expect(out).toContain('data-testid="golden-diff"');
  });

  it("a differing cell without the file's text diffs against an empty file", () => {
    const out = html(<GoldenDiff golden={{ name: "x.txt", status: "differs" }} now="a" onAccept={() => {}} />);
    expect([...out.matchAll(/class="diff-(\w+)"/g)].map((m) => m[1])).toEqual(["removed", "added"]);
  });

  it("a missing file: 'No golden file yet' and only added lines (no empty removed line)", () => {
    const out = html(<GoldenDiff golden={{ name: "asr/file/sh-curl.txt", status: "missing" }} now={"one\ntwo"} onAccept={() => {}} />);
    expect(text(out)).toContain("No golden file yet");
    expect(out).not.toContain("Differs from");
    expect([...out.matchAll(/<span class="diff-(\w+)">([^<]*)<\/span>/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual(["added:+ one", "added:+ two"]);
  });

  it("Accept hands the file's name to onAccept", () => {
    const accepted: string[] = [];
    const tree = GoldenDiff({ golden: { name: "a/b.txt", status: "missing" }, now: "x", onAccept: (name) => accepted.push(name) });
    const button = find(tree, (type) => type === "button")!;
    expect(button.children).toBe("Accept");
    (button.onClick as () => void)();
    expect(accepted).toEqual(["a/b.txt"]);
  });
});

describe("the golden summary above the matrix", () => {
  const noop = () => {};
  it("counts the differing cells in words, singular and plural", () => {
    const one = html(<GoldenSummary differing={1} shown={["a"]} only={false} onOnly={noop} onAccept={noop} />);
    expect(one).toContain('<span class="golden-count" data-testid="golden-count">1 cell differs from their golden files</span>');
    const many = html(<GoldenSummary differing={3} shown={[]} only={false} onOnly={noop} onAccept={noop} />);
    expect(text(many)).toContain("3 cells differ from their golden files");
    const none = html(<GoldenSummary differing={0} shown={[]} only={false} onOnly={noop} onAccept={noop} />);
    expect(none).toContain('<span class="muted" data-testid="golden-count">Every golden cell matches its file</span>');
    expect(none).not.toMatch(/\d cells? differs? from/);
  });

  it("is a labelled group with the filter checkbox tied to its label", () => {
    const out = html(<GoldenSummary differing={2} shown={[]} only={true} onOnly={noop} onAccept={noop} />);
    expect(out).toContain('role="group" aria-label="Golden review"');
    const id = /<input id="([^"]+)" type="checkbox" checked=""/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(out).toContain(`<label for="${id}">Only cells that differ from their golden files</label>`);
    expect(html(<GoldenSummary differing={2} shown={[]} only={false} onOnly={noop} onAccept={noop} />)).not.toContain('checked=""');
  });

  it("Accept all N shown only when some are shown, and the error when there is one", () => {
    const some = html(
      <GoldenSummary differing={2} shown={["a", "b"]} only={false} error="accepting 2 golden file(s): disk full" onOnly={noop} onAccept={noop} />,
    );
    expect(some).toContain(">Accept all 2 shown</button>");
    expect(some).toContain('<span class="error-count">accepting 2 golden file(s): disk full</span>');
    const none = html(<GoldenSummary differing={2} shown={[]} only={false} onOnly={noop} onAccept={noop} />);
    expect(none).not.toContain("<button");
    expect(none).not.toContain("error-count");
  });

  it("the checkbox reports its new state, and Accept all hands over every shown name", () => {
    const only: boolean[] = [];
    const accepted: string[][] = [];
    const shown = ["x/1.txt", "y/2.txt"];
    const tree = host(() =>
      GoldenSummary({ differing: 2, shown, only: false, onOnly: (on) => only.push(on), onAccept: (names) => accepted.push(names) }),
    ).render();
    const box = find(tree, (type, props) => type === "input" && props.type === "checkbox")!;
    (box.onChange as (e: unknown) => void)({ target: { checked: true } });
    (box.onChange as (e: unknown) => void)({ target: { checked: false } });
    expect(only).toEqual([true, false]);
    (find(tree, (type) => type === "button")!.onClick as () => void)();
    expect(accepted).toEqual([shown]);
  });
});

describe("the registry banner", () => {
  const STATUS: RegistryStatus = {
    problems: [
      { text: "tasks/fill-mask/task.yaml:4:7 label: expected a string; quote it", file: "tasks/fill-mask/task.yaml", line: 4, column: 7 },
      { text: "libraries/x.yaml:1:1 id: unknown library" },
    ],
    milliseconds: 12,
  };

  it("shows nothing before the status arrives (and on the server)", () => {
    expect(renderToString(<RegistryBanner />)).toBe("");
  });

  it("reads the status when the page opens and shows each problem's file:line:column and message", async () => {
    const calls = stubFetch(() => ({ body: STATUS }));
    const banner = host(() => RegistryBanner());
    expect(banner.render()).toBeNull();
    await settle();
    const out = html(banner.render());
    expect(calls).toEqual([{ url: "/__atlas/registry", method: "GET" }]);
    expect(out).toContain('role="alert" data-registry-problems="2"');
    expect(out).toContain("<h2>The registry has 2 problems: this page shows the last good registry</h2>");
    expect([...out.matchAll(/<li><code>([^<]*)<\/code><\/li>/g)].map((m) => m[1])).toEqual([
      "tasks/fill-mask/task.yaml:4:7 label: expected a string; quote it",
      "libraries/x.yaml:1:1 id: unknown library",
    ]);
    banner.unmount();
  });

  it("one problem is 'problem', singular", async () => {
    stubFetch(() => ({ body: { problems: [STATUS.problems[0]], milliseconds: 1 } }));
    const banner = host(() => RegistryBanner());
    banner.render();
    await settle();
    expect(text(html(banner.render()))).toContain("The registry has 1 problem: this page");
  });

  it("a registry without problems shows nothing", async () => {
    stubFetch(() => ({ body: { problems: [], milliseconds: 3 } }));
    const banner = host(() => RegistryBanner());
    banner.render();
    await settle();
    expect(banner.render()).toBeNull();
  });

  it("a failed request leaves the page as it is", async () => {
    fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    const banner = host(() => RegistryBanner());
    banner.render();
    await settle();
    expect(banner.render()).toBeNull();
  });

  it("a status arriving after the page closed is dropped", async () => {
    let answer!: (r: Reply) => void;
    stubFetch(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const banner = host(() => RegistryBanner());
    banner.render();
    banner.unmount();
    answer({ body: STATUS });
    await settle();
    expect(banner.render()).toBeNull();
  });
});

describe("the golden review hook", () => {
  const REVIEW: GoldenReview = {
    cells: [{ name: "a/b/sh-curl.txt", row: "a/b", language: "sh", client: "curl", status: "differs", now: "new", golden: "old" }],
  };

  it("fetches the review when the page opens", async () => {
    const calls = stubFetch(() => ({ body: REVIEW }));
    const view = host(() => useGoldenReview());
    const first = view.render();
    expect(first.review).toBeUndefined();
    expect(first.error).toBeUndefined();
    await settle();
    const state = view.render();
    expect(state.review).toEqual(REVIEW);
    expect("error" in state).toBe(false);
    expect(calls).toEqual([{ url: "/__atlas/golden", method: "GET" }]);
    // Rendering again fetches nothing more.
    view.render();
    await settle();
    expect(calls).toHaveLength(1);
  });

  it("accept posts the names as JSON, then reads the review again", async () => {
    let accepted = false;
    const calls = stubFetch((url) => {
      if (url.endsWith("/accept")) {
        accepted = true;
        return { body: { written: 1 } };
      }
      return { body: accepted ? { cells: [{ ...REVIEW.cells[0]!, status: "same", golden: undefined }] } : REVIEW };
    });
    const view = host(() => useGoldenReview());
    view.render();
    await settle();
    await view.render().accept(["a/b/sh-curl.txt"]);
    await settle();
    const state = view.render();
    expect(calls).toEqual([
      { url: "/__atlas/golden", method: "GET" },
      { url: "/__atlas/golden/accept", method: "POST", body: { names: ["a/b/sh-curl.txt"] } },
      { url: "/__atlas/golden", method: "GET" },
    ]);
    expect(fetchSpy!.mock.calls[1]![1]).toMatchObject({ headers: { "Content-Type": "application/json" } });
    expect(state.review!.cells[0]!.status).toBe("same");
    expect(state.error).toBeUndefined();
  });

  it("a refused accept is reported with the server's detail, and the review is read again", async () => {
    const calls = stubFetch((url) =>
      url.endsWith("/accept") ? { status: 400, statusText: "Bad Request", body: { detail: "not a golden file: ../x" } } : { body: REVIEW },
    );
    const view = host(() => useGoldenReview());
    view.render();
    await settle();
    await view.render().accept(["../x", "y"]);
    await settle();
    const state = view.render();
    expect(state.error).toBe("accepting 2 golden file(s): not a golden file: ../x");
    expect(state.review).toEqual(REVIEW);
    expect(calls.map((c) => c.method)).toEqual(["GET", "POST", "GET"]);
  });

  it("a failing review without a detail names the HTTP status", async () => {
    stubFetch(() => ({ status: 500, statusText: "Internal Server Error", body: {} }));
    const view = host(() => useGoldenReview());
    view.render();
    await settle();
    const state = view.render();
    expect(state.error).toBe("golden review: 500 Internal Server Error");
    expect("review" in state).toBe(false);
  });

  it("an unreachable server is an error, not a crash", async () => {
    fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    const view = host(() => useGoldenReview());
    view.render();
    await settle();
    expect(view.render().error).toBe("golden review: fetch failed");
  });
});
