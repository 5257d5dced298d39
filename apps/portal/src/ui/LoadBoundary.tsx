// Around a lazily loaded part (a screen, a frame, the charts): a loader while its chunk arrives, and a way out
// when the chunk cannot be fetched (offline, or a redeploy removed the old files while a tab was open).
import { Button, Result } from "antd";
import { Component, Suspense } from "react";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { useT } from "../i18n/useT";
import { FullScreenLoader } from "./FullScreenLoader";

/**
 * A loader while a lazily loaded part arrives, and the reload offer when it cannot. Moving to another address
 * tries again.
 */
export function LoadBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary fallback={<LoadFailed />} resetKey={pathname}>
      <Suspense fallback={fallback ?? <FullScreenLoader label={t("loading")} />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

function LoadFailed() {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t("screen-load-failed")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("screen-reload")}
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  resetKey: string;
  children: ReactNode;
}

class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A screen could not be loaded", error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
