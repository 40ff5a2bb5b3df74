/**
 * The router (viewer/src/router.tsx), route matching (viewer/src/routes/match.ts) and the model
 * page's snippet controls (viewer/src/components/snippet-area.tsx) past what the pages tests
 * render: links and query updates navigating, and each control's change written to the URL.
 *
 * There is no DOM here. Hooks run inside react-dom/server's render (`capture`), and their
 * handlers are called afterwards; `withWindow` lends navigate() a window that only records what
 * it is asked, for the synchronous call of one test, and takes it away again.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SnippetArea } from "../../viewer/src/components/snippet-area.js";
import { SnippetControls, TokenChoice } from "../../viewer/src/components/snippet-controls.js";
import { useSnippetChoice } from "../../viewer/src/components/use-snippet-choice.js";
import { findExampleModel } from "../../viewer/src/data/example-models.js";
import { Link, LocationProvider, navigate, useLocation, useQuery } from "../../viewer/src/router.js";
import { decodePath, matchRoute, matchUrlPath } from "../../viewer/src/routes/match.js";

type Call = { how: "push" | "replace"; url: string; state: unknown } | { how: "event"; type: string };

function withWindow<T>(run: (calls: Call[]) => T): T {
  const calls: Call[] = [];
  const fake = {
    history: {
      pushState: (state: unknown, _title: string, url: string) => calls.push({ how: "push", url, state }),
      replaceState: (state: unknown, _title: string, url: string) => calls.push({ how: "replace", url, state }),
    },
    dispatchEvent: (event: Event) => (calls.push({ how: "event", type: event.type }), true),
  };
  const before = Object.getOwnPropertyDescriptor(globalThis, "window");
  expect(before).toBeUndefined();
  Object.defineProperty(globalThis, "window", { value: fake, configurable: true, writable: true });
  try {
    return run(calls);
  } finally {
    delete (globalThis as { window?: unknown }).window;
  }
}

/** What `use` returns when called during a server render at `url` (no provider when url is undefined). */
function capture<T>(url: string | undefined, use: () => T): T {
  let got: T | undefined;
  function Probe() {
    got = use();
    return null;
  }
  renderToString(
    url === undefined ? (
      <Probe />
    ) : (
      <LocationProvider url={url}>
        <Probe />
      </LocationProvider>
    ),
  );
  return got as T;
}

/** Every element (host or component) in a returned tree that `match` accepts, in tree order. */
function findAll(node: unknown, match: (type: unknown, props: Record<string, unknown>) => boolean, out: Record<string, unknown>[] = []) {
  if (Array.isArray(node)) for (const child of node) findAll(child, match, out);
  else if (node && typeof node === "object" && "props" in node) {
    const element = node as { type: unknown; props: Record<string, unknown> };
    if (match(element.type, element.props)) out.push(element.props);
    findAll(element.props.children, match, out);
  }
  return out;
}

const navigation = (url: string, how: "push" | "replace" = "replace", state: unknown = null): Call[] => [
  { how, url, state },
  { how: "event", type: "atlas:navigate" },
];

describe("route matching", () => {
  it("list pages, and paths one part too long are not found", () => {
    expect(matchRoute("/libraries")).toEqual({ page: "libraries" });
    expect(matchRoute("/models/")).toEqual({ page: "models" });
    expect(matchRoute("")).toEqual({ page: "tasks" });
    expect(matchRoute("/tasks/a/b")).toEqual({ page: "not-found", path: "/tasks/a/b" });
    expect(matchRoute("/libraries/a/b")).toEqual({ page: "not-found", path: "/libraries/a/b" });
    expect(matchRoute("/matrix/x")).toEqual({ page: "not-found", path: "/matrix/x" });
    expect(matchRoute("/nope")).toEqual({ page: "not-found", path: "/nope" });
  });

  it("a URL's path is decoded before matching; a malformed escape is kept as typed", () => {
    expect(matchUrlPath("/models/org%2Fname")).toEqual({ page: "model", id: "org/name" });
    expect(matchUrlPath("/tasks/fill%2Dmask")).toEqual({ page: "task", id: "fill-mask" });
    expect(matchUrlPath("/tasks/%E0")).toEqual({ page: "task", id: "%E0" });
    expect(decodePath("/a%20b")).toBe("/a b");
    expect(decodePath("/100%")).toBe("/100%");
  });
});

describe("router", () => {
  it("a fixed location is parsed and decoded; without one the server renders at /", () => {
    expect(capture("/models/org%2Fname?language=sh#inference", useLocation)).toEqual({
      pathname: "/models/org/name",
      search: "?language=sh",
      hash: "#inference",
    });
    expect(capture("/tasks/%E0", useLocation)).toEqual({ pathname: "/tasks/%E0", search: "", hash: "" });
    expect(capture(undefined, useLocation)).toEqual({ pathname: "/", search: "", hash: "" });
  });

  it("navigate pushes by default, replaces when asked, keeps the state, and tells the app", () => {
    const calls = withWindow((calls) => {
      navigate("/tasks");
      navigate("/matrix?x=1", { replace: true, state: { fromApp: true } });
      return calls;
    });
    expect(calls).toEqual([...navigation("/tasks", "push"), ...navigation("/matrix?x=1", "replace", { fromApp: true })]);
  });

  it("navigate outside a browser does nothing (and does not throw)", () => {
    expect(navigate("/tasks")).toBeUndefined();
  });

  it("useQuery reads the query and writes changed keys back, replacing the entry unless asked to push", () => {
    const [params, update] = capture("/matrix?rows=libraries&task=fill-mask#grid", useQuery);
    expect([...params]).toEqual([
      ["rows", "libraries"],
      ["task", "fill-mask"],
    ]);
    const calls = withWindow((calls) => {
      update({ task: undefined, rows: "", language: "sh" });
      update({ open: "a/b" }, { push: true, state: { opened: true } });
      update({ rows: undefined, task: undefined });
      return calls;
    });
    expect(calls).toEqual([
      ...navigation("/matrix?language=sh#grid"),
      ...navigation("/matrix?rows=libraries&task=fill-mask&open=a%2Fb#grid", "push", { opened: true }),
      ...navigation("/matrix#grid"),
    ]);
  });

  it("a Link is a plain <a href> with the other attributes passed on", () => {
    expect(
      renderToString(
        <Link href="/tasks/fill-mask" className="card">
          Fill mask
        </Link>,
      ),
    ).toBe('<a href="/tasks/fill-mask" class="card">Fill mask</a>');
  });

  it("a plain left click navigates in-app; modified, middle and prevented clicks are left to the browser", () => {
    const seen: string[] = [];
    const link = Link({ href: "/libraries", onClick: () => seen.push("onClick") });
    const click = link.props.onClick as (event: object) => void;
    const event = (over: object) => {
      const e = {
        defaultPrevented: false,
        button: 0,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        preventDefault: () => seen.push("prevented"),
        ...over,
      };
      return e;
    };
    const calls = withWindow((calls) => {
      for (const over of [{ defaultPrevented: true }, { button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }])
        click(event(over));
      expect(calls).toEqual([]);
      click(event({}));
      return calls;
    });
    expect(calls).toEqual(navigation("/libraries", "push"));
    expect(seen).toEqual([...Array(7).fill("onClick"), "prevented"]);
  });

  it("a link without its own onClick still navigates", () => {
    const calls = withWindow((calls) => {
      let prevented = false;
      (Link({ href: "/matrix" }).props.onClick as (e: object) => void)({ button: 0, preventDefault: () => (prevented = true) });
      expect(prevented).toBe(true);
      return calls;
    });
    expect(calls).toEqual(navigation("/matrix", "push"));
  });
});

const chat = findExampleModel("meta-llama/Llama-3.1-8B-Instruct")!.record;
const gpt2 = findExampleModel("openai-community/gpt2")!.record;
/** The snippet area's controls as returned trees (their host elements, with their handlers). */
const area = (url: string, model = chat) =>
  capture(url, () => {
    const choice = useSnippetChoice(model);
    return [SnippetControls({ choice, model }), TokenChoice({ choice })];
  });
const select = (tree: unknown, label: string) => findAll(tree, (_type, props) => props.label === label && typeof props.onChange === "function")[0]!;
const input = (tree: unknown, test: (props: Record<string, unknown>) => boolean) => findAll(tree, (type, props) => type === "input" && test(props))[0]!;
const at = (url: string, node: React.ReactNode) => renderToString(<LocationProvider url={url}>{node}</LocationProvider>).replaceAll("<!-- -->", "");

describe("snippet controls write their choice to the URL", () => {
  const URL = "/models/x?language=python&client=requests&provider=hf-inference";

  it("Language drops the client; Client and Provider set their own key", () => {
    const tree = area(URL);
    const calls = withWindow((calls) => {
      (select(tree, "Language").onChange as (v: string) => void)("sh");
      (select(tree, "Client").onChange as (v: string) => void)("huggingface_hub");
      (select(tree, "Provider").onChange as (v: string) => void)("together");
      return calls;
    });
    expect(calls.filter((c) => c.how === "replace").map((c) => (c as { url: string }).url)).toEqual([
      "/models/x?language=sh&provider=hf-inference",
      "/models/x?language=python&client=huggingface_hub&provider=hf-inference",
      "/models/x?language=python&client=requests&provider=together",
    ]);
  });

  it("the Streaming switch sets streaming=1 and removes it again", () => {
    const tree = area(URL);
    const streaming = input(tree, (p) => p.role === "switch");
    expect(streaming.checked).toBe(false);
    const calls = withWindow((calls) => {
      (streaming.onChange as (e: object) => void)({ target: { checked: true } });
      (input(area(`${URL}&streaming=1`), (p) => p.role === "switch").onChange as (e: object) => void)({ target: { checked: false } });
      return calls;
    });
    expect(calls.filter((c) => c.how === "replace").map((c) => (c as { url: string }).url)).toEqual([`${URL}&streaming=1`, URL]);
  });

  it("the chat mode fields write through the same query setter", () => {
    const tree = area(URL);
    const fields = findAll(tree, (_type, props) => "mode" in props && "vision" in props)[0]!;
    expect(fields.vision).toBe(false);
    const calls = withWindow((calls) => {
      (fields.onChange as (c: Record<string, string | undefined>) => void)({ mode: "tools" });
      return calls;
    });
    expect(calls[0]).toEqual({ how: "replace", url: `${URL}&mode=tools`, state: null });
  });

  it("the token radios switch between the environment and a pasted token", () => {
    const tree = area(URL);
    const env = input(tree, (p) => p.type === "radio" && String(p.id).endsWith("-env"));
    const paste = input(tree, (p) => p.type === "radio" && String(p.id).endsWith("-paste"));
    expect([env.checked, paste.checked]).toEqual([true, false]);
    const calls = withWindow((calls) => {
      (paste.onChange as () => void)();
      (input(area(`${URL}&token=paste`), (p) => p.type === "radio" && String(p.id).endsWith("-env")).onChange as () => void)();
      return calls;
    });
    expect(calls.filter((c) => c.how === "replace").map((c) => (c as { url: string }).url)).toEqual([`${URL}&token=paste`, URL]);
  });

  it("a pasted-token view shows the token field, whose typing stays on the page", () => {
    const tree = area(`${URL}&token=paste`);
    const field = input(tree, (p) => p.type === "password");
    expect(field).toMatchObject({ value: "", autoComplete: "off", spellCheck: false });
    const calls = withWindow((calls) => {
      (field.onChange as (e: object) => void)({ target: { value: "hf_secret" } });
      return calls;
    });
    expect(calls).toEqual([]);
    const html = at(`${URL}&token=paste`, <SnippetArea model={chat} />);
    expect(html).toMatch(/<label for="[^"]+-value">Token<\/label><input id="[^"]+-value" type="password" autoComplete="off" spellCheck="false" value=""\/>/);
    expect(html).toContain("Shown masked below; Copy puts the real token in the code. It never leaves this page.");
    expect(at(URL, <SnippetArea model={chat} />)).not.toContain('type="password"');
  });

  it("a model that is not a chat model has no Streaming switch and no mode fields", () => {
    const tree = area("/models/x", gpt2);
    expect(findAll(tree, (_type, props) => props.role === "switch" || ("mode" in props && "vision" in props))).toEqual([]);
    expect(select(tree, "Language")).toBeDefined();
  });
});
