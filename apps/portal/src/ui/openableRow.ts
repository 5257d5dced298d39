// The props of a table row that opens something: by click, and from the keyboard (Tab to the row, Enter opens
// it; Enter on a control inside the row stays that control's). `data` names the row for tests, whatever the
// language shows (e.g. { "data-report": "mfiFinancialMonthly/2025-09" }).
import type React from "react";

export function openableRow(
  open: () => void,
  data: Record<`data-${string}`, string> = {},
): React.HTMLAttributes<HTMLElement> {
  return {
    onClick: open,
    tabIndex: 0,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "Enter" && event.target === event.currentTarget) open();
    },
    className: "clickable-row",
    ...data,
  };
}
