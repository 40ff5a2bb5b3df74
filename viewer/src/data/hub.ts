/** Links to the public hub for ids a task page lists. */
const HUB = "https://huggingface.co";

export type HubKind = "models" | "datasets" | "spaces" | "metrics";

export function hubUrl(kind: HubKind, id: string): string {
  const path = id.split("/").map(encodeURIComponent).join("/");
  return kind === "models" ? `${HUB}/${path}` : `${HUB}/${kind}/${path}`;
}

export function youtubeUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
