/** The output matrix's opened cell: its snippet full size (or its error, or why it is empty) in a modal dialog. */
import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { MatrixCell } from "../snippets/matrix.js";
import { CodeBlock } from "./code-block.js";

/** `children` come before the cell's content (the dev server's golden diff). */
export function OpenedCellDialog({ title, cell, onClose, children }: { title: string; cell: MatrixCell; onClose: () => void; children?: ReactNode }) {
  return (
    <CellDialog title={title} onClose={onClose}>
      {children}
      {cell.state === "code" ? (
        <CodeBlock code={cell.content} language={cell.language} label="Snippet, full size" />
      ) : cell.state === "error" ? (
        <div className="error-box" role="alert">
          <pre>{cell.message}</pre>
        </div>
      ) : (
        <p>{cell.reason}</p>
      )}
    </CellDialog>
  );
}

function CellDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before paint, so the dialog shows in the same frame as the click's render.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A modal <dialog> traps focus and closes on Escape by itself.
    if (dialog && !dialog.open) dialog.showModal?.();
    // Closed by Back, the dialog leaves the page still open and modal (the rest of the page inert):
    // close it first, then give the focus back to where it was.
    return () => {
      const inside = document.activeElement === document.body || dialog?.contains(document.activeElement);
      if (dialog?.open) dialog.close();
      if (inside && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    // The close event comes a task after close(): React's StrictMode (npm run dev) runs the effect's
    // clean-up and the effect again, closing and reopening the dialog, and that event must not close the cell.
    <dialog ref={ref} className="cell-dialog" aria-labelledby="cell-dialog-title" onClose={() => !ref.current?.open && onClose()}>
      <div className="dialog-head">
        <h2 id="cell-dialog-title">{title}</h2>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
