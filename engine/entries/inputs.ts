/** `model-atlas/inputs`: the sample input of a model's task, as data and for display. */
export {
  getModelInputData,
  getModelInputSnippet,
  NO_INPUT_EXAMPLE,
  type ModelInputData,
  type ModelInputSnippet,
  type SampleInputModel,
  type SampleInputOptions,
} from "../inputs/index.js";
