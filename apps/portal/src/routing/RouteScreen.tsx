// One routed screen: its title (the document's and the placeholder's), a loader while its chunk arrives, and
// a way out when the chunk cannot be fetched (offline, or a redeploy removed the old files).
import { Button, Result } from "antd";
import { Component, Suspense, createContext, use, useEffect } from "react";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { useT } from "../i18n/useT";
import { FullScreenLoader } from "../ui/FullScreenLoader";
import type { ScreenComponent } from "./routeTable";

const PRODUCT_NAME = "Ledgerline";

const RouteTitleContext = createContext<string | null>(null);

/** The title message id of the route being shown. */
export function useRouteTitleId(): string {
  const titleId = use(RouteTitleContext);
  if (!titleId) throw new Error("useRouteTitleId() outside a routed screen");
  return titleId;
}

export function RouteScreen({
  titleId,
  screen: Screen,
  props,
}: {
  titleId: string;
  screen: ScreenComponent;
  props?: Record<string, unknown>;
}) {
  return (
    <RouteTitleContext value={titleId}>
      <DocumentTitle titleId={titleId} />
      <LoadBoundary>
        <Screen {...props} />
      </LoadBoundary>
    </RouteTitleContext>
  );
}

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

function DocumentTitle({ titleId }: { titleId: string }) {
  const t = useT();
  const title = t(titleId);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return null;
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
