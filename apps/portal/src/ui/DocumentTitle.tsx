import { useEffect } from "react";
import { useT } from "../i18n/useT";

const PRODUCT_NAME = "Ledgerline";

/** Sets the document title to the message `titleId` and the product name ("Reports · Ledgerline"). */
export function DocumentTitle({ titleId }: { titleId: string }) {
  const t = useT();
  const title = t(titleId);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return null;
}
