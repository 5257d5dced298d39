// The focus indicator as a sighted keyboard user sees it (WCAG 2.4.7, 1.4.11, 2.4.11): a screenshot of an element
// and the few pixels around it (where a focus ring is drawn) with the focus on it and without, compared pixel by
// pixel with WCAG's contrast ratio. A visible indicator changes a line of pixels by 3:1 or more; a text that only
// turns navy (1.2:1) or a faint ring (2.35:1) changes none.
import type { Locator, Page } from "@playwright/test";

/** WCAG 2.x relative luminance of an sRGB colour (channels 0–255). */
export function relativeLuminance(red: number, green: number, blue: number): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two relative luminances: 1 (the same) to 21 (black and white). */
export function contrastRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The contrast WCAG 1.4.11 asks of the parts of a control's state that must be seen. */
export const VISIBLE_CHANGE = 3;

/** Pixels shot around the element: a 2 px ring drawn 2 px away from it, and room to spare. */
const AROUND_PX = 6;

export interface FocusChange {
  /** Pixels whose colour changes by VISIBLE_CHANGE or more when the element takes the focus. */
  changed: number;
  /** The strongest change, as a contrast ratio. */
  strongest: number;
  /** The element's longer side in CSS px: the fewest pixels a ring (or even an underline) changes. */
  length: number;
}

/**
 * How the focus on `focused` changes what is seen around `shown` (the element itself, or the box its ring is drawn
 * around, such as the menu entry of a link): shot with the focus, then without (blurred), then the focus is given
 * back so that the next Tab goes on from it.
 */
export async function focusChange(
  page: Page,
  focused: Locator,
  shown: Locator = focused,
): Promise<FocusChange> {
  // Held as the element itself: a locator such as ":focus" finds nothing once the focus is taken away.
  const element = await focused.elementHandle();
  const box = await shown.boundingBox();
  if (!box) throw new Error("The focused element has no box on the page");
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const left = Math.max(0, Math.floor(box.x - AROUND_PX));
  const top = Math.max(0, Math.floor(box.y - AROUND_PX));
  const clip = {
    x: left,
    y: top,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + AROUND_PX)) - left,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + AROUND_PX)) - top,
  };
  // Transitions (a colour fading in) are ended, so each shot shows a settled state.
  const shot = () => page.screenshot({ clip, animations: "disabled" });
  const withFocus = await shot();
  await element.evaluate((node) => (node as HTMLElement).blur());
  const withoutFocus = await shot();
  await element.evaluate((node) => (node as HTMLElement).focus());
  await element.dispose();

  const [after, before] = await Promise.all([pixelsOf(page, withFocus), pixelsOf(page, withoutFocus)]);
  let changed = 0;
  let strongest = 1;
  for (let index = 0; index < after.length; index += 4) {
    const ratio = contrastRatio(
      relativeLuminance(after[index]!, after[index + 1]!, after[index + 2]!),
      relativeLuminance(before[index]!, before[index + 1]!, before[index + 2]!),
    );
    if (ratio >= VISIBLE_CHANGE) changed += 1;
    strongest = Math.max(strongest, ratio);
  }
  return { changed, strongest, length: Math.round(Math.max(box.width, box.height)) };
}

/**
 * The RGBA bytes of a PNG screenshot, decoded by the browser (Node has no PNG decoder of its own). They come
 * back as one base64 string: as an array, Playwright carries each byte as a value of its own (a focused main
 * region is millions of them), which took 12 s of the skip link journey's 30 s and 9 s of the runner's CPU.
 */
async function pixelsOf(page: Page, png: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(async (encoded) => {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas to decode a screenshot");
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let binary = "";
    // In slices: String.fromCharCode takes its characters as arguments, and a call has only so many.
    for (let start = 0; start < data.length; start += 0x8000)
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    return btoa(binary);
  }, png.toString("base64"));
  return Buffer.from(base64, "base64");
}
