/** Shows a page's render error in place (with its message) instead of a blank screen. */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorBox } from "./error-box.js";

interface State {
  error?: Error;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <section>
        <h1>This page failed to render</h1>
        <ErrorBox title={this.state.error.name}>{this.state.error.message}</ErrorBox>
      </section>
    );
  }
}
