import type { ThemeConfig } from "antd";

/** The spec's colours (spec 1 §9): primary dark blue, secondary grey, tertiary green; highlighted inputs light yellow. */
export const palette = {
  primary: "#0b2e59",
  secondary: "#6b7785",
  tertiary: "#2e8b57",
  highlight: "#fffbe6",
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorSuccess: palette.tertiary,
    colorTextSecondary: palette.secondary,
    controlHeight: 28,
    borderRadius: 4,
    fontSize: 13,
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: palette.primary, headerHeight: 48, headerPadding: "0 16px" },
    Menu: { darkItemBg: palette.primary, darkSubMenuItemBg: "#082446", darkItemSelectedBg: palette.tertiary },
    Input: { activeBg: palette.highlight },
    InputNumber: { activeBg: palette.highlight },
    Select: { activeOutlineColor: "rgba(11, 46, 89, 0.15)" },
  },
};
