// One routed screen: its title (the document's and the placeholder's), and its chunk loaded inside a
// LoadBoundary (a loader while it arrives, a reload offer when it cannot).
import { createContext, use } from "react";
import { DocumentTitle } from "../ui/DocumentTitle";
import { LoadBoundary } from "../ui/LoadBoundary";
import type { ScreenComponent } from "./screens";

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
