import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { App } from "./App";
import { STUDIO_ROUTES } from "./routes";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe("the config studio shell", () => {
  it("opens on report templates and switches between the authoring sections", async () => {
    renderAt("/");
    expect(await screen.findByRole("heading", { name: "Report templates" })).toBeInTheDocument();
    // The title is set once the lazily loaded section has committed, which may follow the heading.
    await waitFor(() => expect(document.title).toBe("Report templates · Ledgerline Config Studio"));
    await userEvent.click(screen.getByRole("link", { name: "Covenant catalogue" }));
    expect(await screen.findByRole("heading", { name: "Covenant catalogue" })).toBeInTheDocument();
    expect(screen.getByText(/Central covenants with their formulas/)).toBeInTheDocument();
  });

  it("has a menu entry and a screen for every route of the table", async () => {
    for (const route of STUDIO_ROUTES) {
      const view = renderAt(`/${route.path}`);
      expect(await screen.findByRole("heading", { name: route.title })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: route.title })).toHaveAttribute("href", `/${route.path}`);
      view.unmount();
    }
  });

  it("sends an unknown address to the first section", async () => {
    renderAt("/nothing-here");
    expect(await screen.findByRole("heading", { name: "Report templates" })).toBeInTheDocument();
  });
});
