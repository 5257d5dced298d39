// A draft being edited can be any config at all; if rendering it fails, the preview says so instead of taking
// the editor down with it. The boundary is keyed by the draft, so the next change tries again.
import { Alert } from "antd";
import { Component } from "react";
import type { ReactNode } from "react";

export class PreviewBoundary extends Component<
  { title: string; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error)
      return (
        <Alert type="error" role="alert" title={this.props.title} description={this.state.error.message} />
      );
    return this.props.children;
  }
}
