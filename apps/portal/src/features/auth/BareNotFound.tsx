import { useT } from "../../i18n/useT";
import { NotFound } from "../shell/NotFound";
import { AuthLayout } from "./AuthLayout";

/** '404 Not found' outside the shell (a registration address without an invitation). */
export function BareNotFound() {
  const t = useT();
  return (
    <AuthLayout title={t("not-found")}>
      <NotFound />
    </AuthLayout>
  );
}
