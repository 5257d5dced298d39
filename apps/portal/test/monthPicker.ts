// Typing a month into an antd month picker the way a person does: the text, then a click elsewhere (Enter
// would submit the form the picker is in).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";

/** Types `text` (e.g. "Jan 2025") into the picker labelled `label`, then clicks the page's heading. */
export async function pickMonth(label: string, text: string, headingName: RegExp = /^Export/) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole("heading", { level: 2, name: headingName }));
  await waitFor(() => expect(input).toHaveValue(text));
}
