import { SectionPage } from "./SectionPage";

export function FormTemplates() {
  return (
    <SectionPage
      title="Form templates"
      hint="Form templates define the field tree, formulas and validations."
    />
  );
}
