import { Component, type ReactNode } from "react";

type ErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Catches a render error below it and shows `fallback`, so one failed section never blanks the page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
