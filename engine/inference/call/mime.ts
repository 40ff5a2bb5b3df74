/** The MIME type of a sample file, from its name (the media kind decides when the extension does not). */
export function mimeOf(file: string, media?: "image" | "audio"): string {
  const ext = file.toLowerCase().split(".").pop();
  if (ext === "png") return "image/png";
  if (ext === "jpg" || ext === "jpeg") return "image/jpeg";
  if (ext === "flac") return "audio/flac";
  if (ext === "wav") return "audio/wav";
  if (ext === "mp3") return "audio/mpeg";
  return media === "audio" ? "audio/flac" : "image/jpeg";
}
