/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Repository whose files the "Update on GitHub" links point at. */
  readonly VITE_REPO_URL?: string;
}
