import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { focusColours, palette, textColours, theme } from "./index";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const BACKGROUNDS = { card: "#ffffff", page: "#f4f6f9", tableHeader: "#f0f0f0" };

describe("the theme's text colours", () => {
  for (const [name, colour] of Object.entries(textColours)) {
    it(`${name} text reads at 4.5:1 or more on every background`, () => {
      for (const background of Object.values(BACKGROUNDS))
        expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("the selected entry of a light menu reads on its selection colour", () => {
    const selection = theme.token?.controlItemBgActive as string;
    expect(contrast(palette.primary, selection)).toBeGreaterThanOrEqual(4.5);
  });

  it("white text reads on the selected entry of the dark sidebar", () => {
    const selected = theme.components?.Menu?.darkItemSelectedBg as string;
    expect(contrast("#ffffff", selected)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the focus ring", () => {
  // Every surface a ring is drawn on (focus.css): the light ones of the content, the dark ones of the sidebar.
  const LIGHT = [...Object.values(BACKGROUNDS), "#fafafa", theme.token?.controlItemBgActive as string];
  const DARK = [
    palette.primary,
    theme.components?.Menu?.darkSubMenuItemBg as string,
    theme.components?.Menu?.darkItemSelectedBg as string,
    "#1f3f66", // the contacts box: rgba(255, 255, 255, 0.08) on the sidebar's navy
  ];

  it("contrasts 3:1 or more with every light surface in navy, and every dark one in white", () => {
    for (const surface of LIGHT) expect(contrast(focusColours.onLight, surface)).toBeGreaterThanOrEqual(3);
    for (const surface of DARK) expect(contrast(focusColours.onDark, surface)).toBeGreaterThanOrEqual(3);
  });

  it("is drawn in those colours by focus.css", () => {
    const focusCss = readFileSync(new URL("./focus.css", import.meta.url), "utf8");
    const declared = [...focusCss.matchAll(/--ll-focus-colour:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]);
    expect(declared).toEqual([focusColours.onLight, focusColours.onDark]);
  });
});
