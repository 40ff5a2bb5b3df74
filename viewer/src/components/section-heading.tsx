/** A heading that carries its own anchor link, so every section can be linked to. */
import type { ReactNode } from "react";

export function SectionHeading({ id, level = 2, children }: { id: string; level?: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  // Name the link after the heading's words when they are plain text, else after the id.
  const name = typeof children === "string" ? children : id;
  return (
    <Tag id={id} className="section-heading">
      {children}
      <a className="anchor" href={`#${id}`} aria-label={`Link to section: ${name}`}>
        #
      </a>
    </Tag>
  );
}

/** A page section: an anchored heading and its content. */
export function Section({ id, title, level = 2, children }: { id: string; title: ReactNode; level?: 2 | 3 | 4; children: ReactNode }) {
  return (
    // A plain-text title names the region directly; labelledby would add the anchor's name.
    <section {...(typeof title === "string" ? { "aria-label": title } : { "aria-labelledby": id })} className="page-section">
      <SectionHeading id={id} level={level}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}
