// 'No client' (spec 1 §2, the API's shared message): the client of the address does not exist or is outside
// the user's scope. Both read the same, so an address tells nothing about clients the user may not see.
// The way out is a link to the user's home.
import { HomeOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useLinkClickHandler } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { DocumentTitle } from "../../ui/DocumentTitle";
import { useSession } from "../session/RequireAuth";

export function ClientNotFound() {
  const t = useT();
  const { home } = useSession().user;
  // What a router Link does on click: followed inside the app; a modified click (new tab) stays the browser's.
  const followHome = useLinkClickHandler(home);
  return (
    <>
      <DocumentTitle titleId="no-client" />
      <Result
        status="404"
        className="client-not-found"
        title={<h2>{t("no-client")}</h2>}
        subTitle={t("client-not-found-detail")}
        extra={
          // A link (it goes somewhere), drawn as the main button.
          <Button type="primary" href={home} icon={<HomeOutlined />} onClick={followHome}>
            {t("client-not-found-home")}
          </Button>
        }
      />
    </>
  );
}
