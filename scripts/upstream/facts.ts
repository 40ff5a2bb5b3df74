/**
 * The facts `npm run upstream` compares: ids, labels, URLs, flags, count rules, task lists and
 * codes. Never prose or code. The same shape holds the upstream release's facts (./extract.ts)
 * and ours (./ours.ts), so the comparison (./compare.ts) is one walk over both.
 */
export interface LibraryFacts {
  id: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl?: string | undefined;
  filter: boolean;
  /** The download-counting query as written; absent: the hub's default files. */
  countDownloads?: string | undefined;
  pipelineTags: string[];
  /** Whether the library has usage snippets. */
  snippets: boolean;
}

export interface LocalAppFacts {
  id: string;
  prettyLabel: string;
  docsUrl: string;
  mainTask: string;
  macOSOnly: boolean;
  kind: "deeplink" | "snippet";
}

export interface ProviderFacts {
  id: string;
  /** The provider's own host, for direct calls. */
  baseUrl: string;
  clientSideRoutingOnly: boolean;
  tasks: string[];
}

export interface TaskFacts {
  id: string;
  /** No page yet: upstream's entry is undefined or marked `isPlaceholder`; ours says `isPlaceholder: true`. */
  placeholder: boolean;
}

export interface Facts {
  /** Where the facts come from: package versions, or `this repository`. */
  source: Record<string, string>;
  libraries: LibraryFacts[];
  localApps: LocalAppFacts[];
  providers: ProviderFacts[];
  /** Pipeline types (task ids). */
  pipelines: string[];
  /** The task catalogue's entries (TASKS_DATA upstream, tasks/<id>/task.yaml here). */
  tasks: TaskFacts[];
  /** GGUF file quantisation types and tensor types, name → code. */
  ggufFileTypes: Record<string, number>;
  ggmlTypes: Record<string, number>;
  /** GGUF_QUANT_ORDER, as names. */
  quantOrder: string[];
}

/** The names and codes of a TypeScript numeric enum object (it maps both ways). */
export function enumCodes(value: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, code] of Object.entries(value)) if (typeof code === "number") out[name] = code;
  return out;
}
