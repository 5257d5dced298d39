import type { ThemeConfig } from "antd";

// The spec's theme tokens: dark blue primary, compact controls.
export const theme: ThemeConfig = {
  token: { colorPrimary: "#0b2e59", controlHeight: 28, borderRadius: 4, fontSize: 13 },
  components: { Layout: { headerBg: "#ffffff", siderBg: "#0b2e59", headerHeight: 48, headerPadding: "0 16px" } },
};
