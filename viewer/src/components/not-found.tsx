/** The "not found" view of every route: what was asked for, and where to go instead. */
import type { ReactNode } from "react";
import { Link } from "../router.js";
import { useTitle } from "./use-title.js";

export function NotFound({ title, children, href, linkText }: { title: string; children: ReactNode; href: string; linkText: string }) {
  useTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <p>
        {children} See <Link href={href}>{linkText}</Link>.
      </p>
    </section>
  );
}
