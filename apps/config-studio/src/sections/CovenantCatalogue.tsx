import { SectionPage } from "./SectionPage";

export function CovenantCatalogue() {
  return (
    <SectionPage title="Covenant catalogue" hint="Central covenants with their formulas and alert levels." />
  );
}
