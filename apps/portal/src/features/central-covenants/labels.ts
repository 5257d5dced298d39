// Labels of the catalogue's fixed values, in the interface language.
import { useT } from "../../i18n/useT";

export function useFieldTypeLabel(): (fieldType: string) => string {
  const t = useT();
  return (fieldType) => {
    if (fieldType === "currency") return t("central-covenants-field-currency");
    if (fieldType === "percentual") return t("central-covenants-field-percentual");
    if (fieldType === "numeric") return t("central-covenants-field-numeric");
    return fieldType;
  };
}
