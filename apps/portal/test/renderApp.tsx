// Renders the whole portal at a path, with a fake API and a fresh store, and shows where the router is.
import { render } from "@testing-library/react";
import { createStore } from "jotai";
import { MemoryRouter, useLocation } from "react-router-dom";
import { App, createQueryClient } from "../src/App";
import type { FakeApi } from "./fakeApi";

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp(path: string, api: FakeApi, { token }: { token?: string } = {}) {
  if (token) localStorage.setItem("ledgerline.token", JSON.stringify(token));
  const store = createStore();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App store={store} queryClient={queryClient} startupFadeMs={0} fetch={api.fetch} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, store, queryClient };
}
