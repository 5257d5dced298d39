// /{product}/admin/covenants (spec 3 §2): two tiles, MFI/Bank Central Covenants and Agro Central Covenants,
// each a link to its catalogue (/{product}/admin/covenants/mfi, /agro).
import { BankOutlined, ShopOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { Link } from "react-router-dom";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import "./central-covenants.css";

export function CentralCovenantTypesPage() {
  const t = useT();
  const { providerKey } = usePortalConfig();
  const tiles = [
    {
      type: "mfi",
      title: t("central-covenants-tile-mfi"),
      text: t("central-covenants-tile-mfi-text"),
      Icon: BankOutlined,
    },
    {
      type: "agro",
      title: t("central-covenants-tile-agro"),
      text: t("central-covenants-tile-agro-text"),
      Icon: ShopOutlined,
    },
  ];
  return (
    <div className="page">
      <Typography.Title level={2}>{t("central-covenants-title")}</Typography.Title>
      <ul className="central-covenant-tiles">
        {tiles.map(({ type, title, text, Icon }) => (
          <li key={type}>
            <Link
              className="central-covenant-tile"
              to={routeHref("admin-covenants-type", providerKey, { type })}
            >
              <Icon className="central-covenant-tile__icon" aria-hidden />
              <span className="central-covenant-tile__title">{title}</span>
              <span className="central-covenant-tile__text">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
