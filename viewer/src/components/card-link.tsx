/**
 * The usage card of an embedded example model (built into /cards/ by viewer/cards-export-plugin.ts):
 * a `<link rel="alternate" type="text/markdown">` in the document head, so an agent that fetches the
 * page finds the card, a link to it, and a "Copy as Markdown" button.
 */
import { useState } from "react";
import { cardPath } from "../../../engine/cards/paths.js";

type Status = "idle" | "copied" | "failed";

export function cardUrl(id: string): string {
  return `${import.meta.env.BASE_URL}cards/${cardPath(id).split("/").map(encodeURIComponent).join("/")}.md`;
}

export function CardLink({ id }: { id: string }) {
  const href = cardUrl(id);
  const [status, setStatus] = useState<Status>("idle");
  const copy = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };
  return (
    <p className="card-link">
      {/* React puts a <link> rendered anywhere into the document head. */}
      <link rel="alternate" type="text/markdown" href={href} title="Usage card (Markdown)" />
      <a href={href}>Usage card for coding agents (Markdown)</a>{" "}
      <button type="button" onClick={() => void copy()}>
        Copy as Markdown
      </button>{" "}
      <span role="status">{status === "copied" ? "Copied." : status === "failed" ? "Could not copy: open the card and copy it from there." : ""}</span>
    </p>
  );
}
