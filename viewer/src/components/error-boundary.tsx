/**
 * Shows a render error in place (with its message) instead of a blank screen. Around a whole
 * page it says the page failed; around one section (`section` names it) only that section is
 * replaced, and the rest of the page stays.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorBox } from "./error-box.js";

interface State {
  error?: Error;
}

export class ErrorBoundary extends Component<{ children: ReactNode; section?: string }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { section } = this.props;
    if (section) {
      return (
        <div className="section-failed">
          <ErrorBox title={`“${section}” could not be shown (${error.name})`}>{error.message}</ErrorBox>
        </div>
      );
    }
    return (
      <section>
        <h1>This page failed to render</h1>
        <ErrorBox title={error.name}>{error.message}</ErrorBox>
      </section>
    );
  }
}
