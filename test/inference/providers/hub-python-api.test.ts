/**
 * The python huggingface_hub snippets cannot run here (no such package), so their calls are
 * checked against InferenceClient's real parameters instead (support/hub-python-api.ts): every
 * `InferenceClient(...)`, `client.<task method>(...)` and `client.chat.completions.create(...)`
 * of every provider case and every hf-inference case may pass only names the method takes, no
 * more positional arguments than it has, and every required one. Python's own parser reads the
 * calls (one batched process).
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../../engine/index.js";
import { CASES } from "../cases.js";
import { PYTHON } from "../../support/syntax-check.js";
import { providerCases } from "./support/cases.js";
import { HUB_SIGNATURES } from "./support/hub-python-api.js";

const CHECK = String.raw`
import ast, json, sys
data = json.load(sys.stdin)
sigs, out = data["signatures"], []
for item in data["sources"]:
    for call in ast.walk(ast.parse(item["code"])):
        if not isinstance(call, ast.Call):
            continue
        name = ast.unparse(call.func)
        if name == "InferenceClient":
            method = "__init__"
        elif name == "client.chat.completions.create":
            method = "chat_completion"
        elif name.startswith("client.") and name.count(".") == 1:
            method = name[len("client."):]
        else:
            continue
        sig = sigs.get(method)
        if sig is None:
            out.append({"id": item["id"], "error": "InferenceClient has no method %s" % method})
            continue
        given = set(sig["positional"][: len(call.args)]) | {k.arg for k in call.keywords}
        if len(call.args) > len(sig["positional"]):
            out.append({"id": item["id"], "error": "%s takes %d positional arguments, got %d" % (method, len(sig["positional"]), len(call.args))})
        for k in call.keywords:
            if k.arg not in sig["positional"] and k.arg not in sig["keywords"]:
                out.append({"id": item["id"], "error": "%s has no parameter %s" % (method, k.arg)})
        for p in sig["positional"][: sig["required"]]:
            if p not in given:
                out.append({"id": item["id"], "error": "%s needs %s" % (method, p)})
print(json.dumps(out))
`;

function check(sources: { id: string; code: string }[]): { id: string; error: string }[] {
  const out = execFileSync(PYTHON, ["-c", CHECK], { input: JSON.stringify({ signatures: HUB_SIGNATURES, sources }), maxBuffer: 64 << 20 });
  return JSON.parse(out.toString("utf8"));
}

describe("huggingface_hub snippets use InferenceClient's real parameters", () => {
  it("in every provider case and every hf-inference case", () => {
    const sources = [
      ...providerCases().map((c) => ({ id: c.id, model: c.model, request: c.request })),
      ...CASES.map((c) => ({ id: c.name, model: c.model, request: c.request })),
    ].flatMap(({ id, model, request }) =>
      getInferenceSnippets(model, request)
        .filter((s) => s.client === "huggingface_hub")
        .map((s) => ({ id, code: s.content })),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(check(sources)).toEqual([]);
  });

  it("the check can fail", () => {
    const failures = check([
      { id: "kwarg", code: 'client.text_to_image("a", steps=5, model="m")\n' },
      { id: "missing", code: 'client.question_answering(question="q", model="m")\n' },
      { id: "method", code: 'client.image_text_to_image("a.png", prompt="p")\n' },
      { id: "init", code: 'InferenceClient(provider="x", billTo="org")\n' },
      { id: "fine", code: 'client.chat.completions.create(model="m", messages=[], max_tokens=5)\n' },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["kwarg", "missing", "method", "init"]);
  });
});
