// Header menus open on hover, or on a click (which never closes them, so a click after a hover does not
// undo it); they close 500 ms after the pointer leaves, on Escape, or when something is chosen.
import { useEffect, useState } from "react";
import { TIMINGS } from "../config";

export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return {
    open,
    close: () => setOpen(false),
    /** Props for antd Dropdown / Popover. */
    popup: {
      open,
      onOpenChange: setOpen,
      trigger: ["hover"] as ("hover" | "click")[],
      mouseLeaveDelay: TIMINGS.menuLeaveDelaySeconds,
    },
    /** Props for the button that opens the menu. */
    button: { onClick: () => setOpen(true), "aria-expanded": open },
  };
}
