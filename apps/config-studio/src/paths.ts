// Addresses inside the studio that screens link to. Kept apart from the route table, which loads the screens:
// a screen importing the table would import itself.

/** The address of one template in its editor. */
export function templateEditorPath(kind: "form" | "report", key: string): string {
  return `/${kind === "form" ? "forms" : "reports"}/${encodeURIComponent(key)}`;
}
