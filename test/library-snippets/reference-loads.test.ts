/**
 * The load calls of libraries whose snippets once loaded a model differently from the reference
 *: the same record to both sides. The reference's side is a fact file,
 * test/reference/library-loads.json (what @huggingface/tasks 0.21.54, the version of
 * test/reference/, writes for each probe record), and ours runs here: and every loader call the reference makes must be in ours with at
 * least its keyword names (ours may add placement or precision). Only calls that fetch or load weights are compared (the vocabulary below);
 * the rest of each snippet is ours to write.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, type ModelRecordInput } from "../../engine/index.js";

const LOADERS = /\b(from_pretrained|hf_hub_download|snapshot_download|HFRegistry|load_\w+|SentenceTransformer)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g;

interface Load {
  name: string;
  keywords: string[];
}

/** Each loader call: its name and keyword names; positional arguments are not compared. */
function loads(code: string): Load[] {
  return [...code.matchAll(LOADERS)].map(([, name, args]) => ({ name: name!, keywords: [...args!.matchAll(/\b(\w+)\s*=(?!=)/g)].map((m) => m[1]!).sort() }));
}
const show = (l: Load) => `${l.name}(${l.keywords.map((k) => `${k}=`).join(", ")})`;

const FACTS = JSON.parse(readFileSync(join(import.meta.dirname, "../reference/library-loads.json"), "utf8")) as { loads: Record<string, Load[]> };
const reference = (model: ModelRecordInput): Load[] => FACTS.loads[`${model.library_name} ${model.id}`] ?? [];
const ours = (model: ModelRecordInput): Load[] => getLibrarySnippets(model).flatMap((s) => loads(s.content));

const PROBES: ModelRecordInput[] = [
  { id: "aneforge/llm-text-generation", library_name: "aneforge", pipeline_tag: "text-generation", tags: ["aneforge"] },
  { id: "aneforge/bge-base-en-v1.5", library_name: "aneforge", pipeline_tag: "sentence-similarity", tags: ["aneforge"] },
  { id: "aneforge/clip", library_name: "aneforge", pipeline_tag: "zero-shot-image-classification", tags: ["aneforge", "clip"] },
  { id: "aneforge/resnet-18", library_name: "aneforge", pipeline_tag: "image-classification", tags: ["aneforge", "resnet"] },
  { id: "aneforge/vit-image-classification", library_name: "aneforge", pipeline_tag: "image-classification", tags: ["aneforge"] },
  { id: "aneforge/whisper", library_name: "aneforge", pipeline_tag: "automatic-speech-recognition", tags: ["aneforge"] },
  { id: "HanClinto/milo", library_name: "collectorvision", tags: ["onnx"], siblings: [{ rfilename: "model.onnx" }] } as ModelRecordInput,
  { id: "NatLabRockies/routee-powertrain-models", library_name: "routee-powertrain", tags: [] },
  { id: "facebook/sam-3d-objects", library_name: "sam-3d-objects", pipeline_tag: "image-to-3d", tags: [] },
  { id: "microsoft/VibeVoice-1.5B", library_name: "vibevoice", pipeline_tag: "text-to-speech", tags: [] },
];

describe("library load calls against the reference's, on the same record", () => {
  it("has the reference's facts for every probe", () => {
    expect(Object.keys(FACTS.loads).sort()).toEqual(PROBES.map((m) => `${m.library_name} ${m.id}`).sort());
  });

  it.each(PROBES.map((m) => ({ ...m, name: `${m.library_name} ${m.id}` })))("$name loads as the reference does", (model) => {
    const expected = reference(model);
    expect(expected.length, "the reference loads something").toBeGreaterThan(0);
    const got = ours(model);
    for (const call of expected) {
      const found = got.some((g) => g.name === call.name && call.keywords.every((k) => g.keywords.includes(k)));
      expect(found, `${show(call)} in ${got.map(show).join(" ")}`).toBe(true);
    }
  });

  it("vibevoice places the model with device_map, as VibeVoice's own examples do", () => {
    expect(getLibrarySnippets(PROBES.at(-1)!)[0]!.content).toMatch(
      /from_pretrained\("microsoft\/VibeVoice-1\.5B", torch_dtype=torch\.bfloat16, device_map="cuda"\)/,
    );
  });
});
