// /{product}/investments (spec 3 §2): two tiles, MFI/Bank Investments and Agro Investments, each a link to
// its investments grid (/{product}/investments/mfi, /agro).
import { BankOutlined, ShopOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { Link } from "react-router-dom";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import "./investments.css";

const TILES = [
  { type: "mfi", titleId: "investments-tile-mfi", textId: "investments-tile-mfi-text", Icon: BankOutlined },
  {
    type: "agro",
    titleId: "investments-tile-agro",
    textId: "investments-tile-agro-text",
    Icon: ShopOutlined,
  },
] as const;

export function InvestmentTypesPage() {
  const t = useT();
  const { providerKey } = usePortalConfig();
  return (
    <div className="page">
      <Typography.Title level={2}>{t("menu-investments")}</Typography.Title>
      <ul className="investment-tiles">
        {TILES.map(({ type, titleId, textId, Icon }) => (
          <li key={type}>
            <Link
              className="investment-tile"
              to={routeHref("provider-investments-type", providerKey, { clientType: type })}
            >
              <Icon className="investment-tile__icon" aria-hidden />
              <span className="investment-tile__title">{t(titleId)}</span>
              <span className="investment-tile__text">{t(textId)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
