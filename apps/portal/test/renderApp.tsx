// Renders the whole portal at a path, with a fake API and a fresh store, and shows where the router is.
import { StyleProvider } from "@ant-design/cssinjs";
import { render } from "@testing-library/react";
import { createStore } from "jotai";
import { MemoryRouter, useLocation } from "react-router-dom";
import { App, createQueryClient } from "../src/App";
import type { FakeApi } from "./fakeApi";

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Without Ant Design's stylesheets (`mock="server"`: its CSS-in-JS keeps the rules it would inject): jsdom
 * matched each of their thousands of rules on every style query, and Testing Library's role queries ask for the
 * style of each candidate and its ancestors; the suite's tests took 400 s with them, 271 s without. What CSS
 * shows or hides is proved in Chromium by the end-to-end journeys; inline styles still apply here.
 */
export function renderApp(path: string, api: FakeApi, { token }: { token?: string } = {}) {
  if (token) localStorage.setItem("ledgerline.token", JSON.stringify(token));
  const store = createStore();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <StyleProvider mock="server">
      <MemoryRouter initialEntries={[path]}>
        <App store={store} queryClient={queryClient} startupFadeMs={0} fetch={api.fetch} />
        <LocationProbe />
      </MemoryRouter>
    </StyleProvider>,
  );
  return { ...view, store, queryClient };
}
