/** What a list or grid shows when nothing matches: why, and a button that clears what hides everything. */
import type { ReactNode } from "react";

export function EmptyState({ title, children, actionLabel, onAction }: { title: string; children: ReactNode; actionLabel: string; onAction: () => void }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state-title">{title}</p>
      <p>{children}</p>
      <button type="button" className="button" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
