/** A heading that carries its own anchor link, so every section can be linked to. */
import type { MouseEvent, ReactNode } from "react";
import { fragmentWithTarget } from "../data/record-link.js";
import { ErrorBoundary } from "./error-boundary.js";

export function SectionHeading({ id, level = 2, children }: { id: string; level?: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  // Name the link after the heading's words when they are plain text, else after the id.
  const name = typeof children === "string" ? children : id;
  return (
    <Tag id={id} className="section-heading">
      {children}
      <a className="anchor" href={`#${id}`} aria-label={`Link to section: ${name}`} onClick={(event) => keepRecord(event, id)}>
        #
      </a>
    </Tag>
  );
}

/** On a page whose fragment carries a pasted record, the anchor adds itself to the fragment instead of replacing it. */
function keepRecord(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const fragment = fragmentWithTarget(window.location.hash, id);
  if (!fragment || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, "", fragment);
  document.getElementById(id)?.scrollIntoView();
}

/** A page section: an anchored heading and its content; content that fails to render says why, in place. */
export function Section({ id, title, level = 2, children }: { id: string; title: ReactNode; level?: 2 | 3 | 4; children: ReactNode }) {
  return (
    // A plain-text title names the region directly; labelledby would add the anchor's name.
    <section {...(typeof title === "string" ? { "aria-label": title } : { "aria-labelledby": id })} className="page-section">
      <SectionHeading id={id} level={level}>
        {title}
      </SectionHeading>
      <ErrorBoundary section={typeof title === "string" ? title : id}>{children}</ErrorBoundary>
    </section>
  );
}
