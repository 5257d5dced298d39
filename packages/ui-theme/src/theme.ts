import type { ThemeConfig } from "antd";

/** The spec's colours (spec 1 §9): primary dark blue, secondary grey, tertiary green; highlighted inputs light yellow. */
export const palette = {
  primary: "#0b2e59",
  secondary: "#6b7785",
  tertiary: "#2e8b57",
  highlight: "#fffbe6",
} as const;

/**
 * Text colours that read (WCAG 2.x AA: 4.5:1 for text) on every background of the portal: white cards, the
 * #f4f6f9 page, #f0f0f0 table headers and tracks, and the light selection colour below. The spec's grey and
 * green are too light for small text, so text uses these darker shades of them; charts and bars keep the
 * spec's colours. Ratios by WCAG's relative luminance formula.
 */
export const textColours = {
  /** #4f5a68 on #ffffff: 7.0:1; on #f4f6f9: 6.5:1; on #f0f0f0: 6.2:1 (the spec's #6b7785 on #f4f6f9: 4.2:1). */
  secondary: "#4f5a68",
  /** #5a6472 on #ffffff: 6.0:1; on #f4f6f9: 5.5:1; on #f0f0f0: 5.3:1; on #e6ecf4: 5.1:1 (antd's rgba(0,0,0,0.45): 3.4:1). */
  tertiary: "#5a6472",
  /** #277548 on #ffffff: 5.6:1; on #f4f6f9: 5.2:1; #ffffff on #277548: 5.6:1 (the spec's #2e8b57: 4.3:1). */
  success: "#277548",
  /** #c81e2b on #ffffff: 5.7:1; on #fff2f0 (error alerts): 5.2:1 (antd's #ff4d4f on #ffffff: 3.3:1). */
  error: "#c81e2b",
  /** #8a5300 on #ffffff: 6.3:1; on #fffbe6 (warning alerts): 6.1:1 (antd's #faad14 on #ffffff: 1.9:1). */
  warning: "#8a5300",
  /** #0958d9 on #ffffff: 6.2:1; on #f4f6f9: 5.7:1 (antd's #1677ff on #ffffff: 4.1:1). */
  link: "#0958d9",
} as const;

/**
 * The focus ring's colours (focus.css: 2 px, solid, 2 px from the element or just inside it), by WCAG's relative
 * luminance against each surface the ring is drawn on:
 * - navy on light surfaces: on #ffffff 13.6:1, on #f4f6f9 (the page) 12.5:1, on #fafafa (table headers) 13.0:1,
 *   on #f0f0f0 (a sorted column) 11.9:1, on #e6ecf4 (the selected entry of a light menu) 11.4:1;
 * - white on dark surfaces: on #0b2e59 (the sidebar, the studio's header) 13.6:1, on #082446 (an open group)
 *   15.5:1, on #277548 (the selected entry) 5.6:1, on #1f3f66 (the sidebar's contacts box) 10.7:1.
 * Navy alone would not do on the dark ones (1.0:1 on the sidebar, 2.4:1 on the selected entry).
 */
export const focusColours = { onLight: palette.primary, onDark: "#ffffff" } as const;

/**
 * The light selection colour (selected entries of light menus, dropdowns and selects). antd derives it from the
 * primary colour, which for a blue this dark gives #8d9499: #0b2e59 on #8d9499: 4.4:1.
 * #0b2e59 on #e6ecf4: 11.4:1; rgba(0,0,0,0.88) text on #e6ecf4: 14.3:1.
 */
const selectionBg = "#e6ecf4";
/** #0b2e59 on #d3deeb: 9.9:1. */
const selectionBgHover = "#d3deeb";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorSuccess: textColours.success,
    colorError: textColours.error,
    colorLink: textColours.link,
    colorTextSecondary: textColours.secondary,
    colorTextTertiary: textColours.tertiary,
    colorTextDescription: textColours.tertiary,
    colorWarningText: textColours.warning,
    // Ant Design's select placeholder is text in a div, which axe holds to 4.5:1: #66707c on #ffffff: 5.0:1;
    // on #fffbe6 (the active input): 4.8:1 (antd's #bfbfbf: 1.8:1).
    colorTextPlaceholder: "#66707c",
    colorPrimaryBg: selectionBg,
    colorPrimaryBgHover: selectionBgHover,
    controlItemBgActive: selectionBg,
    controlItemBgActiveHover: selectionBgHover,
    controlHeight: 28,
    borderRadius: 4,
    fontSize: 13,
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: palette.primary, headerHeight: 48, headerPadding: "0 16px" },
    Menu: {
      darkItemBg: palette.primary,
      darkSubMenuItemBg: "#082446",
      darkPopupBg: palette.primary,
      // The selected entry of the dark sidebar: #ffffff on #277548: 5.6:1 (on the spec's #2e8b57: 4.3:1).
      // Other entries: rgba(255,255,255,0.65) (#aab6c5) on #0b2e59: 6.6:1; on #082446: 7.3:1.
      darkItemSelectedBg: textColours.success,
      darkItemSelectedColor: "#ffffff",
      // The selected entry of light menus (header dropdowns): #0b2e59 on #e6ecf4: 11.4:1.
      itemSelectedBg: selectionBg,
      itemSelectedColor: palette.primary,
    },
    // The empty state of tables ("No data could be found.") is written in the disabled colour:
    // #5a6472 on #ffffff: 6.0:1 (antd's #bfbfbf: 1.8:1).
    Table: { colorTextDisabled: textColours.tertiary },
    Input: { activeBg: palette.highlight },
    InputNumber: { activeBg: palette.highlight },
    Select: { activeOutlineColor: "rgba(11, 46, 89, 0.15)" },
  },
};

/** The theme for users who prefer reduced motion: no Ant Design animations (collapse, fade, zoom, wave…). */
export const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
