// The header's dropdown menus: currency (only with a chosen client), language and user. They open on hover
// or click and hide 500 ms after the pointer leaves.
import { DollarOutlined, GlobalOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Button, Dropdown } from "antd";
import type { MenuProps } from "antd";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useApi } from "../../api/ApiContext";
import type { InterfaceLanguage } from "../../i18n/languages";
import { INTERFACE_LANGUAGES, NATIVE_LABELS, isInterfaceLanguage } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { chosenLanguageAtom, currencyAtom, currentClientAtom, languageAtom } from "../../state/atoms";
import { useHoverMenu } from "../../ui/useHoverMenu";
import { useSession } from "../session/RequireAuth";
import { useLogout } from "../session/useAuthActions";
import { UpdateLanguageDocument } from "../../api/generated/typed/api/documents";

/** Currencies offered: US dollar (the default), euro, and the client's own currency. */
export function currencyChoices(clientCurrency: string | null | undefined): string[] {
  return [...new Set(["USD", "EUR", ...(clientCurrency ? [clientCurrency] : [])])];
}

export function CurrencyMenu() {
  const t = useT();
  const client = useAtomValue(currentClientAtom);
  const [currency, setCurrency] = useAtom(currencyAtom);
  const menu = useHoverMenu();
  if (!client) return null;
  const items: MenuProps["items"] = currencyChoices(client.currency).map((code) => ({
    key: code,
    label: code,
  }));
  return (
    <Dropdown
      {...menu.popup}
      menu={{
        items,
        selectable: true,
        selectedKeys: [currency],
        onClick: ({ key }) => {
          setCurrency(key);
          menu.close();
        },
      }}
    >
      <Button
        type="text"
        icon={<DollarOutlined />}
        aria-label={t("currency-menu", { currency })}
        {...menu.button}
      >
        <span className="header-label">{currency}</span>
      </Button>
    </Dropdown>
  );
}

export function LanguageMenu() {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(chosenLanguageAtom);
  const record = useMutation({
    mutationFn: (next: InterfaceLanguage) =>
      api.graphql(UpdateLanguageDocument, {
        language: next,
      }),
    onError: (error) => console.error("The language could not be recorded for the user", error),
  });
  const menu = useHoverMenu();
  const items: MenuProps["items"] = INTERFACE_LANGUAGES.map((code) => ({
    key: code,
    label: NATIVE_LABELS[code],
    lang: code,
  }));
  return (
    <Dropdown
      {...menu.popup}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          menu.close();
          if (!isInterfaceLanguage(key) || key === language) return;
          setLanguage(key);
          record.mutate(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t("language-menu", { language: NATIVE_LABELS[language] })}
        {...menu.button}
      >
        <span className="header-label">{NATIVE_LABELS[language]}</span>
      </Button>
    </Dropdown>
  );
}

export function UserMenu() {
  const t = useT();
  const session = useSession();
  const logout = useLogout();
  const menu = useHoverMenu();
  const items: MenuProps["items"] = [
    { key: "who", label: session.user.email || session.user.fullName, disabled: true },
    { type: "divider" },
    { key: "logout", label: t("logout"), icon: <LogoutOutlined /> },
  ];
  return (
    <Dropdown
      {...menu.popup}
      menu={{
        items,
        onClick: ({ key }) => {
          menu.close();
          if (key === "logout") void logout();
        },
      }}
    >
      <Button
        type="text"
        icon={<UserOutlined />}
        aria-label={t("user-menu", { name: session.user.fullName })}
        {...menu.button}
      >
        <span className="header-label user-name">{session.user.fullName}</span>
      </Button>
    </Dropdown>
  );
}
