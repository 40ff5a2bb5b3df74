/**
 * The shapes of the output matrix (./matrix.ts builds it; ./local-app-matrix.ts builds its local-app
 * rows), apart so that both read them without importing each other.
 */
export type RowKind = "models" | "tasks" | "libraries" | "local-apps";

export interface MatrixFilters {
  rows: RowKind;
  task?: string;
  language?: string;
  client?: string;
  /** A provider id, "" for each model's default provider, or "all" for one column group per provider. */
  provider?: string;
  /** A chat mode (./chat-mode.ts) for the chat models' rows; "" or "chat" for plain chat. */
  mode?: string;
}

export interface MatrixColumn {
  key: string;
  language: string;
  client: string;
  provider?: string;
}

/** A golden-case cell's file (dev server only, viewer/src/dev/golden-rows.ts): `before` is its text when it differs from `content`. */
export interface GoldenMark {
  name: string;
  status: "same" | "differs" | "missing";
  before?: string;
}

export type MatrixCell =
  | { state: "code"; language: string; content: string; golden?: GoldenMark }
  | { state: "error"; message: string }
  | { state: "empty"; reason: string };

export interface MatrixRow {
  key: string;
  label: string;
  detail: string;
  /** Where the row's own page is (a golden case has none). */
  href?: string;
  cell: (column: MatrixColumn) => MatrixCell;
}

export interface Matrix {
  rows: MatrixRow[];
  columns: MatrixColumn[];
  /** Every provider the rows' models know, for the provider filter. */
  providers: string[];
}
