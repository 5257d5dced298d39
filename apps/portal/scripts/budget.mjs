// `npm run budget`: the portal's build against budget.json (see scripts/lib/bundle-budget.mjs). Exits 1 when
// a first load or a lazy chunk is over its budget, or a lazy chunk has none.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliSizes, checkBudget, formatBudget } from "../../../scripts/lib/bundle-budget.mjs";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const manifestPath = `${dist}/.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const budget = JSON.parse(readFileSync(new URL("../budget.json", import.meta.url), "utf8"));
const { text, ok } = formatBudget(checkBudget(manifest, budget, brotliSizes(dist)));
console.log(text);
console.log(ok ? "Bundle budget: every chunk within its budget." : "Bundle budget exceeded (budget.json).");
process.exit(ok ? 0 : 1);
