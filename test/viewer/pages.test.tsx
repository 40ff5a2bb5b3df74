import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getTask, listTasks, type TaskRecord } from "../../engine/index.js";
import { plainRecordUrl } from "../../viewer/src/data/record-link.js";
import { readPastedRecord } from "../../viewer/src/snippets/read-record.js";
import { SnippetArea } from "../../viewer/src/components/snippet-area.js";
import { EXAMPLE_MODELS, exampleModelForTask, findExampleModel } from "../../viewer/src/data/example-models.js";
import { LocationProvider } from "../../viewer/src/router.js";
import { groupTasks } from "../../viewer/src/data/task-groups.js";
import LibrariesPage, { searchLibraries } from "../../viewer/src/routes/libraries-page.js";
import LibraryPage from "../../viewer/src/routes/library-page.js";
import ModelPage from "../../viewer/src/routes/model-page.js";
import TaskPage, { taskForPage, TaskView } from "../../viewer/src/routes/task-page.js";
import { clientsFor, isChatModel, maskToken, pick, providerOptions } from "../../viewer/src/snippets/selection.js";
import { listLibraries } from "../../engine/index.js";

const at = (url: string, node: React.ReactNode) => renderToString(<LocationProvider url={url}>{node}</LocationProvider>);
const chat = findExampleModel("meta-llama/Llama-3.1-8B-Instruct")!.record;

const SAMPLE_TASK: TaskRecord = {
  id: "token-classification",
  label: "Token Classification",
  libraries: ["transformers"],
  summary: "Labels every word.",
  datasets: [{ id: "eriktks/conll2003", description: "News sentences with entity tags." }],
  models: [{ id: "dslim/bert-base-NER", description: "An English entity tagger." }],
  spaces: [],
  metrics: [{ id: "f1", description: "Balances precision and recall." }],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Ada lives in Paris" }],
    outputs: [{ type: "text-with-tokens", content: "Ada lives in Paris", tokens: [{ type: "PER", start: 0, end: 3 }] }],
  },
  widgetModels: ["dslim/bert-base-NER"],
  youtubeId: "abc123",
  isPlaceholder: false,
  about: "## Use cases\n\nFind names in text.",
};

describe("task pages", () => {
  it("a task page: h1, sections with anchors, hub links, library links, video, Update on GitHub", () => {
    const html = at("/tasks/token-classification", <TaskView task={SAMPLE_TASK} requestedId="token-classification" />);
    expect(html).toMatch(/<h1>Token Classification/);
    for (const id of ["about", "demo", "models", "datasets", "metrics", "libraries", "widget-models", "video"]) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`href="#${id}"`);
    }
    expect(html).not.toContain('id="spaces"');
    expect(html).toContain('href="https://huggingface.co/datasets/eriktks/conll2003"');
    expect(html).toContain('href="https://huggingface.co/dslim/bert-base-NER"');
    expect(html).toContain('href="https://huggingface.co/metrics/f1"');
    expect(html).toContain('href="/libraries/transformers"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc123"');
    // The page's text is in about.md when the task has one; otherwise in task.yaml.
    expect(html).toMatch(/href="https:\/\/github.com\/[^"]+\/blob\/main\/tasks\/token-classification\/about.md"[^>]*>Update on GitHub/);
    const noAbout = at("/tasks/token-classification", <TaskView task={{ ...SAMPLE_TASK, about: undefined }} requestedId="token-classification" />);
    expect(noAbout).toMatch(/href="https:\/\/github.com\/[^"]+\/blob\/main\/tasks\/token-classification\/task.yaml"[^>]*>Update on GitHub/);
    expect(html).toContain('id="about-use-cases"');
    expect(html).toContain("PER");
  });

  it("widget models link to a model page with snippets: embedded ones by id, others with a record naming the task", () => {
    const html = at(
      "/tasks/token-classification",
      <TaskView task={{ ...SAMPLE_TASK, widgetModels: ["dslim/bert-base-NER", "acme/ner-model"] }} requestedId="token-classification" />,
    );
    expect(html).toContain('href="/models/dslim/bert-base-NER"');
    const record = JSON.stringify({ id: "acme/ner-model", pipeline_tag: "token-classification" });
    expect(html).toContain(`href="${plainRecordUrl(record, "acme/ner-model").replaceAll("&", "&amp;")}"`);
  });

  it("a task with its own content keeps its page even when a canonical task covers it", () => {
    // The reference gives summarization a full record and text-generation as its canonical task.
    const own = getTask("summarization") && listTasks().find((t) => t.id === "summarization")!;
    expect(own?.canonicalId).toBeDefined();
    const html = at("/tasks/summarization", <TaskPage id="summarization" />);
    expect(html).toContain(`<h1>${own!.label}`);
    expect(html).toContain(`href="/tasks/${own!.canonicalId}"`);
    for (const t of listTasks().filter((t) => t.canonicalId && (t.isPlaceholder || !t.summary))) expect(taskForPage(t.id)?.id).toBe(getTask(t.id)?.id);
  });

  it("an unknown task says so", () => {
    expect(at("/tasks/nope", <TaskPage id="nope" />)).toContain("Task not found");
    const library = at("/libraries/nope", <LibraryPage id="nope" />);
    expect(library).toContain("<h1>Library not found</h1>");
    expect(library).toContain('href="/libraries"');
  });

  it("groups every task under one of the seven modalities, placeholders included", () => {
    const tasks = listTasks();
    const groups = groupTasks(tasks);
    expect(groups).toHaveLength(7);
    expect(groups.flatMap((g) => g.tasks).length).toBe(tasks.length);
  });

  it("every catalogue task renders", () => {
    for (const task of listTasks()) {
      const html = at(`/tasks/${task.id}`, <TaskPage id={task.id} />);
      expect(html).toContain(taskForPage(task.id)!.label);
    }
  });
});

describe("libraries page", () => {
  it("searches by id, label or repository and by filter flag", () => {
    const all = listLibraries();
    const found = searchLibraries(all, "DIFFUSERS", false);
    expect(found.map((l) => l.id)).toContain("diffusers");
    expect(searchLibraries(all, "", true).every((l) => l.filter)).toBe(true);
    expect(searchLibraries(all, "no-such-library-anywhere", false)).toEqual([]);
  });

  it("renders the query from the URL", () => {
    const html = at("/libraries?q=diffusers", <LibrariesPage />);
    expect(html).toContain('value="diffusers"');
    expect(html).toContain('href="/libraries/diffusers"');
  });
});

describe("example models", () => {
  it("cover every task that has an inference template, plus the special cases", () => {
    const templated = [
      "audio-classification",
      "audio-to-audio",
      "automatic-speech-recognition",
      "document-question-answering",
      "feature-extraction",
      "fill-mask",
      "image-classification",
      "image-segmentation",
      "image-text-to-image",
      "image-text-to-text",
      "image-text-to-video",
      "image-to-image",
      "image-to-text",
      "image-to-video",
      "object-detection",
      "question-answering",
      "sentence-similarity",
      "summarization",
      "tabular-classification",
      "tabular-regression",
      "table-question-answering",
      "text-classification",
      "text-generation",
      "text-to-audio",
      "text-to-image",
      "text-to-speech",
      "text-to-video",
      "token-classification",
      "translation",
      "zero-shot-classification",
      "zero-shot-image-classification",
    ];
    for (const task of templated) expect(exampleModelForTask(task), task).toBeDefined();
    const tags = EXAMPLE_MODELS.flatMap((m) => m.record.tags ?? []);
    for (const tag of ["conversational", "lora", "gguf", "custom_code"]) expect(tags).toContain(tag);
    expect(new Set(EXAMPLE_MODELS.map((m) => m.record.id)).size).toBe(EXAMPLE_MODELS.length);
  });
});

describe("snippet area", () => {
  it("selection helpers", () => {
    expect(providerOptions(chat)[0]).toBe("auto");
    expect(providerOptions(chat)).toContain("hf-inference");
    // No mapping, no invented provider: hf-inference does not serve every repo.
    expect(providerOptions({ id: "a/b" })).toEqual(["auto"]);
    expect(providerOptions({ id: "a/b", inferenceProviderMapping: { together: { providerId: "x", task: "conversational" } } })).toEqual(["auto", "together"]);
    expect(isChatModel(chat)).toBe(true);
    expect(isChatModel(findExampleModel("openai-community/gpt2")!.record)).toBe(false);
    expect(pick("js", ["python", "js"])).toBe("js");
    expect(pick("cobol", ["python", "js"])).toBe("python");
    expect(maskToken("hf_abcdefghijklmnopqrstuvwxyz")).toBe("hf_************");
    expect(maskToken("hf_ab")).toBe("hf_****");
    expect(
      clientsFor(
        [
          { language: "js", client: "fetch", content: "" },
          { language: "sh", client: "curl", content: "" },
        ],
        "js",
      ),
    ).toEqual(["fetch"]);
  });

  it("renders the chosen language, client and provider from the URL, with labelled controls", () => {
    const html = at("/models/x?language=sh&provider=hf-inference", <SnippetArea model={chat} />);
    for (const label of ["Language", "Client", "Provider", "Streaming"]) expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
    expect(html).toContain("curl");
    expect(html).toContain("router.huggingface.co");
    expect(html).toMatch(/<option value="hf-inference" selected="">/);
  });

  it("streaming changes the chat snippet; non-chat models have no Streaming switch", () => {
    const plain = at("/models/x?language=python&client=requests&provider=hf-inference", <SnippetArea model={chat} />);
    const streamed = at("/models/x?language=python&client=requests&provider=hf-inference&streaming=1", <SnippetArea model={chat} />);
    expect(streamed).not.toBe(plain);
    expect(streamed).toMatch(/stream/);
    const gpt2 = at("/models/x", <SnippetArea model={findExampleModel("openai-community/gpt2")!.record} />);
    expect(gpt2).not.toContain("Streaming");
  });

  it("shows generator problems in place", () => {
    const html = at(
      "/models/x?provider=hf-inference",
      <SnippetArea
        model={{
          id: "a/b",
          pipeline_tag: "text-classification",
          inferenceProviderMapping: [{ provider: "hf-inference", providerId: "a/b", task: 7 } as never],
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("Invalid model record");
  });

  it("a record without pipeline_tag gets chat snippets from its provider mapping, and the page says where the task came from", () => {
    const mappingOnly = {
      id: "deepseek-ai/DeepSeek-R1",
      inferenceProviderMapping: { together: { status: "live", providerId: "deepseek-ai/DeepSeek-R1", task: "conversational" } },
    };
    expect(isChatModel(mappingOnly)).toBe(true);
    const html = at("/models/x?language=python&client=openai&provider=together", <SnippetArea model={mappingOnly} />);
    expect(html).toContain("Streaming");
    expect(html).toContain("the record has no pipeline_tag, so it comes from inferenceProviderMapping, where together lists the model for");
    expect(html).toContain("DeepSeek-R1:together");
    expect(at("/models/x", <SnippetArea model={chat} />)).not.toContain("inferenceProviderMapping, where");
  });

  it("shows library snippets for the model's library", () => {
    const html = at("/models/x", <SnippetArea model={chat} />);
    expect(html).toContain('id="use-this-model"');
    expect(html).toContain("AutoModelForCausalLM");
    expect(html).toContain("pipeline");
  });

  it("names its regions and anchor links after the headings' words", () => {
    const html = at("/models/x", <SnippetArea model={chat} />);
    expect(html).toContain('<section aria-label="Inference snippets"');
    expect(html).toContain('<section aria-label="Use this model with transformers"');
    expect(html).toContain('aria-label="Link to section: Use this model with transformers"');
    // A region named through its heading would also carry the anchor's "Link to section" name.
    expect(html).not.toMatch(/aria-labelledby="(inference|use-this-model)"/);
  });
});

describe("snippet area: no code", () => {
  it("a model no provider serves gets provider auto, no code, and the plan's reason", () => {
    const gguf = findExampleModel("bartowski/Llama-3.2-3B-Instruct-GGUF")!.record;
    const html = at("/models/x?provider=hf-inference", <SnippetArea model={gguf} />);
    expect(html).not.toContain("hf-inference");
    expect(html).toContain("No code: the record&#x27;s provider mapping is empty: no inference provider serves this model.");
    expect(html).not.toMatch(/aria-label="\w+ snippet using/);
    expect(at("/models/x", <SnippetArea model={chat} />)).not.toContain("No code");
  });

  it("a record without a mapping never says 'no provider': it has the router's code and no notice", () => {
    const plain = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
    const html = at("/models/x", <SnippetArea model={plain} />);
    expect(html).not.toMatch(/no inference provider|nowhere to send|No code/i);
    expect(html).toContain('aria-label="Python snippet using huggingface_hub"');
  });
});

describe("model page facts", () => {
  it("links the task and library only when the catalogue has a page for them", () => {
    const record = { id: "acme/weird", pipeline_tag: "not-a-task", library_name: "not-a-library" };
    const odd = at(`/models/acme/weird?record=${encodeURIComponent(JSON.stringify(record))}`, <ModelPage id="acme/weird" />);
    expect(odd).not.toContain('href="/tasks/not-a-task"');
    expect(odd).not.toContain('href="/libraries/not-a-library"');
    expect(odd).toContain("not-a-library<!-- --> (not in the catalogue)");
    const known = at("/models/meta-llama/Llama-3.1-8B-Instruct", <ModelPage id="meta-llama/Llama-3.1-8B-Instruct" />);
    expect(known).toContain('href="/tasks/text-generation"');
    expect(known).toContain('href="/libraries/transformers"');
  });
});

describe("pasted records", () => {
  it("reports bad JSON and bad records; a good one gets a linkable URL", () => {
    expect(readPastedRecord("{").error).toMatch(/^Not valid JSON/);
    expect(readPastedRecord('{"pipeline_tag": "fill-mask"}').error).toMatch(/^Not a model record:\nid:/);
    expect(readPastedRecord('{"id": "a b/c"}').error).toContain('"a b/c"');
    // A vague schema message still shows the bad value and where it is.
    expect(readPastedRecord('{"id": "a/b", "inferenceProviderMapping": 5}').error).toMatch(/^inferenceProviderMapping: .*, got 5$/m);
    expect(readPastedRecord('{"id": 7}').error).toMatch(/^id: .*, got 7$/m);
    const { record } = readPastedRecord('{"id": "org/name", "pipeline_tag": "fill-mask"}');
    expect(record?.id).toBe("org/name");
    // In the fragment, which no server sees (a long query draws a 431).
    expect(plainRecordUrl('{"id":"org/name"}', "org/name")).toBe("/models/org/name#record=%7B%22id%22%3A%22org%2Fname%22%7D");
  });
});
