import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { App } from "./App";

describe("the config studio shell", () => {
  it("opens on report templates and switches between the authoring sections", async () => {
    render(<App />);
    expect(screen.getByRole("heading", { name: "Report templates" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitem", { name: /Covenant catalogue/ }));
    expect(screen.getByRole("heading", { name: "Covenant catalogue" })).toBeInTheDocument();
    expect(screen.getByText(/Central covenants with their formulas/)).toBeInTheDocument();
  });
});
