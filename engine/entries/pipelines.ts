/** `model-atlas/pipelines`: every pipeline type with its modality and label. */
export {
  PIPELINE_DATA,
  PIPELINE_TYPES,
  MODALITIES,
  MODALITY_LABELS,
  isPipelineType,
  type PipelineType,
  type PipelineData,
  type Modality,
} from "../pipelines/data.js";
