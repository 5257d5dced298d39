// A stable colour per form config, derived from its _id (spec 1 §3): a hue from the id, a saturation in
// 35–70 %, and the lightness taken 35 points down from a 70 % base, so every colour reads on white.

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

export const FORM_COLOUR = {
  minSaturation: 35,
  maxSaturation: 70,
  baseLightness: 70,
  lightnessShift: -35,
} as const;

export function formColour(id: string): string {
  const value = hash(id);
  const hue = value % 360;
  const span = FORM_COLOUR.maxSaturation - FORM_COLOUR.minSaturation;
  const saturation = FORM_COLOUR.minSaturation + (Math.floor(value / 360) % (span + 1));
  const lightness = FORM_COLOUR.baseLightness + FORM_COLOUR.lightnessShift;
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`;
}
