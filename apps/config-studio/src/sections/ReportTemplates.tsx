import { SectionPage } from "./SectionPage";

export function ReportTemplates() {
  return (
    <SectionPage title="Report templates" hint="Report configurations bundle form templates into steps." />
  );
}
