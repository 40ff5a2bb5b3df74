export * from "./model.js";
export * from "./snippet.js";
export * from "./task.js";
export * from "./library.js";
export * from "./record-fields.js";
