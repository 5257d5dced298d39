// The sidebar menus of spec 1 §2 as plain data: the provider menu and the client menu, with titles in the
// interface language, and the active / sub-active entries for a path. The Sidebar draws them.
import type { CategorisedForm, ClientSummary, Essentials } from "../../api/types";
import type { Translate } from "../../i18n/useT";
import { templateTitle } from "../../i18n/translated";
import { routeHref } from "../../routing/routeTable";
import { formColour } from "./formColour";

export type MenuIcon =
  "dashboard" | "investments" | "reports" | "clients" | "export" | "admin" | "form-category";

export interface MenuNode {
  key: string;
  label: string;
  /** Where the entry leads; groups have none. */
  path?: string;
  icon?: MenuIcon;
  /** A colour dot (form entries). */
  colour?: string;
  children?: MenuNode[];
}

export const FORM_CATEGORIES = ["organisation", "financial", "social", "statistics"] as const;

interface MenuContext {
  t: Translate;
  language: string;
  providerKey: string;
  essentials: Essentials | undefined;
}

export function providerMenu(
  { t, language, providerKey, essentials }: MenuContext,
  isAdmin: boolean,
): MenuNode[] {
  const href = (id: string, params?: Record<string, string>) => routeHref(id, providerKey, params);
  const reportConfigs = essentials?.reportConfigs ?? [];
  const menu: MenuNode[] = [
    { key: "dashboard", label: t("menu-dashboard"), path: href("provider-dashboard"), icon: "dashboard" },
    {
      key: "investments",
      label: t("menu-investments"),
      icon: "investments",
      children: [
        {
          key: "investments-mfi",
          label: t("menu-investments-mfi"),
          path: href("provider-investments-type", { clientType: "mfi" }),
        },
        {
          key: "investments-agro",
          label: t("menu-investments-agro"),
          path: href("provider-investments-type", { clientType: "agro" }),
        },
        {
          key: "investments-covenant-monitor",
          label: t("menu-covenant-monitor"),
          path: href("provider-covenant-monitor"),
        },
      ],
    },
    reportConfigs.length === 0
      ? { key: "reports", label: t("menu-reports"), path: href("provider-reports"), icon: "reports" }
      : {
          key: "reports",
          label: t("menu-reports"),
          icon: "reports",
          children: [
            { key: "reports-all", label: t("menu-reports-all"), path: href("provider-reports") },
            ...reportConfigs.map((config) => ({
              key: `reports-${config.key}`,
              label: templateTitle(config, language),
              path: href("provider-reports-of", { reportId: config.key }),
            })),
          ],
        },
    { key: "clients", label: t("menu-clients"), path: href("provider-clients"), icon: "clients" },
    {
      key: "export",
      label: t("menu-export"),
      icon: "export",
      children: (["factsheet", "reports", "investments", "covenants"] as const).map((what) => ({
        key: `export-${what}`,
        label: t(`menu-export-${what}`),
        path: href(`provider-export-${what}`),
      })),
    },
  ];
  if (isAdmin) {
    menu.push({
      key: "admin",
      label: t("menu-admin"),
      icon: "admin",
      children: [
        ...(["clients", "users", "audits", "exchangerates", "reports"] as const).map((what) => ({
          key: `admin-${what}`,
          label: t(`menu-admin-${what}`),
          path: href(`admin-${what}`),
        })),
        {
          key: "admin-covenants-mfi",
          label: t("menu-admin-covenants-mfi"),
          path: href("admin-covenants-type", { type: "mfi" }),
        },
        {
          key: "admin-covenants-agro",
          label: t("menu-admin-covenants-agro"),
          path: href("admin-covenants-type", { type: "agro" }),
        },
      ],
    });
  }
  return menu;
}

function fitsClient(clientTypes: readonly string[] | null | undefined, client: ClientSummary): boolean {
  if (!clientTypes || clientTypes.length === 0 || !client.clientType) return true;
  return clientTypes.includes(client.clientType);
}

export function clientMenu(
  { t, language, providerKey, essentials }: MenuContext,
  client: ClientSummary,
): MenuNode[] {
  const href = (id: string, params?: Record<string, string>) =>
    routeHref(id, providerKey, { clientKey: client.key, ...params });
  const reportConfigs = (essentials?.reportConfigs ?? []).filter((config) =>
    fitsClient(config.clientTypes, client),
  );
  const menu: MenuNode[] = [
    { key: "dashboard", label: t("menu-dashboard"), path: href("client-dashboard"), icon: "dashboard" },
    {
      key: "investments",
      label: t("menu-investments"),
      path: href("client-investments"),
      icon: "investments",
    },
    {
      key: "reporting",
      label: t("menu-reporting"),
      icon: "reports",
      children: [
        { key: "reporting-all", label: t("menu-reports-all"), path: href("client-reports") },
        ...reportConfigs.map((config) => ({
          key: `reporting-${config.key}`,
          label: templateTitle(config, language),
          path: href("client-reports-of", { reportKey: config.key }),
        })),
      ],
    },
    {
      key: "export",
      label: t("menu-export"),
      icon: "export",
      children: (["factsheet", "reports", "investments"] as const).map((what) => ({
        key: `export-${what}`,
        label: t(`menu-export-${what}`),
        path: href(`client-export-${what}`),
      })),
    },
  ];
  const groups = new Map((essentials?.categorisedForms ?? []).map((group) => [group.category, group.forms]));
  for (const category of FORM_CATEGORIES) {
    const forms: CategorisedForm[] = (groups.get(category) ?? []).filter((form) =>
      fitsClient((form as { clientTypes?: string[] | null }).clientTypes, client),
    );
    const children: MenuNode[] = forms.map((form) => ({
      key: `data-${category}-${form.key}`,
      label: templateTitle(form, language),
      path: href("client-form-data", { menuKey: category, formKey: form.key }),
      colour: formColour(form._id ?? form.key),
    }));
    if (category === "organisation" || category === "financial") {
      children.push({
        key: `data-${category}-financial_periods`,
        label: t("menu-financial-periods"),
        path: href("client-financial-periods", { menuKey: category }),
      });
    }
    menu.push({
      key: `category-${category}`,
      label: t(`menu-category-${category}`),
      icon: "form-category",
      children,
    });
  }
  return menu;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * The active entry for `pathname` (the longest path that is the pathname or a parent of it; a dashboard
 * only when exact) and the groups above it (sub-active, opened).
 */
export function activeEntries(
  menu: readonly MenuNode[],
  pathname: string,
): { selected: string[]; open: string[] } {
  const current = trimSlash(decodeURI(pathname));
  let best: { key: string; parents: string[]; length: number } | null = null;
  const visit = (nodes: readonly MenuNode[], parents: string[]) => {
    for (const node of nodes) {
      if (node.path) {
        const path = trimSlash(decodeURI(node.path));
        const matches = current === path || (node.key !== "dashboard" && current.startsWith(`${path}/`));
        if (matches && (!best || path.length > best.length))
          best = { key: node.key, parents, length: path.length };
      }
      if (node.children) visit(node.children, [...parents, node.key]);
    }
  };
  visit(menu, []);
  const found = best as { key: string; parents: string[] } | null;
  return found ? { selected: [found.key], open: found.parents } : { selected: [], open: [] };
}
