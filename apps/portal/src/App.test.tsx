import { render, screen } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App";

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={queryClient} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the portal shell", () => {
  it("shows the navigation and the service status on the provider home", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ status: "ok", version: "0.1.0", database: { status: "up", latencyMs: 1 } }),
      ),
    );
    renderAt("/");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/investor/");
    expect(screen.getByRole("link", { name: "Reports" })).toBeInTheDocument();
    expect(await screen.findByText("Connected")).toBeInTheDocument();
    expect(screen.getByText("0.1.0")).toBeInTheDocument();
  });

  it("says so when the service cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("down", { status: 502 })));
    renderAt("/investor/");
    expect(await screen.findByText("The service cannot be reached")).toBeInTheDocument();
  });

  it("shows '404 Not found' inside the shell for an unknown path", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderAt("/no/such/page");
    expect(screen.getByText("404 Not found")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  });

  it("collapses and expands the sidebar from the header", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderAt("/investor/");
    await userEvent.click(screen.getByRole("button", { name: "Collapse navigation" }));
    expect(screen.getByRole("button", { name: "Expand navigation" })).toBeInTheDocument();
  });
});
