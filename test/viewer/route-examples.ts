/**
 * Paths of every page kind of the viewer's route table (viewer/src/routes/pages.ts), as a user
 * types or shares them, with the heading each page shows. Keyed by the table's page names, so a
 * new page kind does not type-check until it has examples here. The model ids are the kinds that
 * look like files to a server guessing from a dot: versions (Llama-3.1), a name ending in `.js`,
 * `@`, non-ASCII characters, percent-encoded characters, a bare legacy name.
 */
import type { PageName } from "../../viewer/src/routes/pages.js";

export interface RouteExample {
  /** As sent on the wire: non-ASCII characters percent-encoded, as a browser sends them. */
  path: string;
  /** Text the page's first heading contains. */
  h1: string;
}

export const ROUTE_EXAMPLES: Readonly<Record<PageName, readonly RouteExample[]>> = {
  tasks: [
    { path: "/", h1: "Tasks" },
    { path: "/tasks", h1: "Tasks" },
  ],
  task: [{ path: "/tasks/text-generation", h1: "Text Generation" }],
  libraries: [{ path: "/libraries", h1: "Libraries" }],
  library: [
    { path: "/libraries/transformers", h1: "Transformers" },
    { path: "/libraries/transformers.js", h1: "Transformers.js" },
    { path: "/libraries/gemma.cpp", h1: "gemma.cpp" },
  ],
  models: [{ path: "/models", h1: "Models" }],
  model: [
    { path: "/models/meta-llama/Llama-3.1-8B-Instruct", h1: "meta-llama/Llama-3.1-8B-Instruct" },
    { path: "/models/black-forest-labs/FLUX.1-dev", h1: "black-forest-labs/FLUX.1-dev" },
    { path: "/models/MIT/ast-finetuned-audioset-10-10-0.4593", h1: "MIT/ast-finetuned-audioset-10-10-0.4593" },
    { path: "/models/acme/tiny.js", h1: "acme/tiny.js" },
    { path: "/models/acme/model@v1.2", h1: "acme/model@v1.2" },
    { path: `/models/acme/${encodeURIComponent("modèle-ünï.1")}`, h1: "acme/modèle-ünï.1" },
    { path: "/models/acme/Q4%20K%20M.gguf", h1: "acme/Q4 K M.gguf" },
    { path: "/models/gpt2.5", h1: "gpt2.5" },
  ],
  matrix: [{ path: "/matrix", h1: "Output matrix" }],
};

/** Paths no page takes: the app shows its not-found page there. */
export const UNKNOWN_PATHS = ["/nope", "/models/a/b/c", "/tasks/text-generation/extra.json"];
