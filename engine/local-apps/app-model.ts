/**
 * The facts about a model that decide its local apps and fill their snippets, read once
 * from the hub record: tags, pipeline, library, quantisation method, GGUF metadata and files,
 * and the GGUF file chosen for it.
 */
import { AtlasError } from "../errors/atlas-error.js";
import type { ModelRecord } from "../schema/model.js";
import { record, repositoryFiles, text, texts } from "../schema/snippet-model.js";
import { chooseGgufFile, ggufWeightFiles, type GgufFileChoice } from "../gguf/file-choice.js";

export interface AppModel {
  id: string;
  tags: string[];
  pipeline: string;
  library: string;
  /** `config.quantization_config.quant_method`, or "". */
  quantMethod: string;
  /** The hub's `gguf` metadata, when the record has it. */
  gguf?: { contextLength: number; chatTemplate: string };
  /** GGUF weight files among the repository's files. */
  ggufFiles: string[];
  /** The GGUF file the snippets and deeplinks use, when one is known. */
  choice?: GgufFileChoice;
  /** The first base model the card names, or "". */
  baseModel: string;
}

/**
 * The facts of a checked record, read as the normal form reads them (engine/schema/snippet-model.ts)
 * but only these: the plan lists the apps of every model it is asked about.
 */
export function appModel(model: ModelRecord, file?: string): AppModel {
  const raw = model as unknown as Record<string, unknown>;
  const gguf = raw.gguf && typeof raw.gguf === "object" ? record(raw.gguf) : undefined;
  const quantMethod = record(record(model.config).quantization_config).quant_method;
  const files = repositoryFiles(model);
  const ggufFiles = ggufWeightFiles(files);
  const m: AppModel = {
    id: model.id,
    tags: texts(model.tags),
    pipeline: text(model.pipeline_tag),
    library: text(model.library_name),
    quantMethod: typeof quantMethod === "string" ? quantMethod.toLowerCase() : "",
    gguf: gguf && {
      contextLength: typeof gguf.context_length === "number" ? gguf.context_length : 0,
      chatTemplate: typeof gguf.chat_template === "string" ? gguf.chat_template : "",
    },
    ggufFiles,
    baseModel: texts(record(model.cardData).base_model)[0] ?? "",
  };
  if (file !== undefined && !m.gguf && ggufFiles.length === 0) {
    throw new AtlasError([
      {
        code: "input",
        path: "file",
        value: file,
        message: `${JSON.stringify(model.id)} is not a GGUF repository, so no GGUF file can be chosen`,
        hint: "leave out the file; it applies to models with GGUF files",
      },
    ]);
  }
  m.choice = chooseGgufFile(files, file, JSON.stringify(model.id));
  return m;
}
