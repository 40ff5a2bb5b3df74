/** A heading that carries its own anchor link, so every section can be linked to. */
import type { ReactNode } from "react";

export function SectionHeading({ id, level = 2, children }: { id: string; level?: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="section-heading">
      {children}
      <a className="anchor" href={`#${id}`} aria-label={`Link to this section: ${id}`}>
        #
      </a>
    </Tag>
  );
}

/** A page section: an anchored heading and its content. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="page-section">
      <SectionHeading id={id}>{title}</SectionHeading>
      {children}
    </section>
  );
}
