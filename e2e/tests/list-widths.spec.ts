// The portal's lists at the two window sizes its users have (1280×800 and 1920×1080): every list and grid
// screen, as the user who sees it, in English and in a language with longer words (Russian for the provider's
// lists, French for the client's). On each: the page never scrolls sideways (a table that truly cannot fit
// scrolls inside its card, and only at 1280); no header cell covers another; a header's text is whole, wrapped
// between words or ellipsed with the full text as a title, never cut mid-word; in the first rows no cell's
// content runs into the next column; and every control in those rows can be scrolled to and clicked, not
// hidden under a fixed column. A screenshot of each list at each width lands in the test's output folder.
import { expect, test, watchPage } from "../support/fixtures";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { settle, trackNetwork } from "../support/axe";
import type { DemoLogin } from "../support/demo";
import { chooseLanguageInHeader, portalText, setAccountLanguage, shot, signInAs } from "../support/portal";
import { LOGINS, NATIVE, PROVIDER_KEY, SAMPLE_PARAMS } from "../support/routes";
import type { Language } from "../support/routes";
import { routeById, routeHref } from "../../apps/portal/src/routing/routeTable";

const SLOW = { timeout: 30_000 };
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
/** The rows whose cells are measured: enough to meet long names, few enough to stay quick. */
const ROWS = 6;

/**
 * The routes that show a list or grid (an antd Table or a data table), by route id: the list screens, and the
 * detail screens with a table under a form. The exports are forms and the wizard is a form renderer: they
 * have no list.
 */
const PROVIDER_LISTS = [
  "provider-dashboard",
  "provider-investments-type",
  "provider-covenant-monitor",
  "provider-reports",
  "provider-clients",
  "admin-clients",
  "admin-users",
  "admin-audits",
  "admin-exchangerates",
  "admin-reports",
  "admin-covenants-type",
] as const;
const PROVIDER_DETAILS = [
  "provider-investment",
  "provider-reports-of",
  "admin-client",
  "admin-user",
  "admin-exchangerate",
] as const;
const CLIENT_LISTS = [
  "client-dashboard",
  "client-reports",
  "client-reports-of",
  "client-financial-periods",
  "client-form-data",
  "client-investments",
  "client-investment",
] as const;

interface Layout {
  problems: string[];
  /** The tables that scroll sideways in their frame, by their first column's header. */
  scrolling: string[];
  rows: number;
}

/**
 * Measures the page as drawn (runs in the browser: everything it needs is inside). Text is measured through
 * ranges, whose boxes are where the glyphs are, not where their element's box is.
 */
function inspectLayout(maxRows: number): Layout {
  const problems: string[] = [];
  const scrolling: string[] = [];
  const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const short = (text: string) => (text.length > 50 ? `${text.slice(0, 47)}…` : text);
  const px = (value: number) => `${Math.round(value)} px`;

  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) {
    // Name the box that reaches furthest, so that a failure says what widens the page.
    let widest: Element = root;
    let reach = 0;
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > reach) [widest, reach] = [element, right];
    }
    const what = `${widest.tagName.toLowerCase()}.${Array.from(widest.classList).join(".")} "${short(clean(widest.textContent))}"`;
    problems.push(
      `the page scrolls sideways (${px(root.scrollWidth)} wide in a ${px(window.innerWidth)} window; ${what} reaches ${px(reach)})`,
    );
  }

  /** Hidden from sight: not drawn, or clipped to nothing like a visually hidden label. */
  const unseen = (element: Element, cell: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === "none" || style.visibility === "hidden") return true;
      if (style.clip !== "auto" && style.clip !== "" && style.position === "absolute") return true;
      if (style.clipPath !== "none" && style.clipPath !== "") return true;
      if (node === cell) break;
    }
    return false;
  };
  /** The nearest box between `element` and the cell (both included) that clips what overflows it sideways. */
  const clipperOf = (element: Element, cell: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== "visible") return node;
      if (node === cell) break;
    }
    return null;
  };
  /** A full text to read where the visible one is cut: a title on the clipping box, around it or inside. */
  const titleFor = (clipper: Element, cell: Element) => {
    if (clipper.querySelector("[title]:not([title=''])")) return true;
    for (let node: Element | null = clipper; node; node = node.parentElement) {
      if (clean(node.getAttribute("title"))) return true;
      if (node === cell) break;
    }
    return false;
  };
  const textNodes = (cell: Element) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const found: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (clean(node.textContent) && node.parentElement && !unseen(node.parentElement, cell))
        found.push(node as Text);
    return found;
  };
  const rectsOf = (range: Range) => Array.from(range.getClientRects()).filter((rect) => rect.width > 0.5);
  /** A word split over two lines without a break opportunity: the browser broke it mid-word. */
  const brokenWords = (text: Text) => {
    const broken: string[] = [];
    const source = text.textContent ?? "";
    for (const match of source.matchAll(/[^\s\-‐/]+[-‐/]?/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set(rectsOf(range).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  };

  /** What of a cell overflows it or is cut unreadably; `name` says which cell. */
  const checkCell = (cell: HTMLElement, name: string, header: boolean) => {
    const box = cell.getBoundingClientRect();
    for (const text of textNodes(cell)) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = rectsOf(range);
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      const words = clean(text.textContent);
      const over = Math.max(right - box.right, box.left - left);
      // Text in a box that clips it is not drawn past the box: the clipped boxes are checked below.
      if (over > 1 && !clipperOf(text.parentElement!, cell))
        problems.push(`${name}: "${short(words)}" runs ${px(over)} past its cell`);
      if (header)
        for (const word of brokenWords(text))
          problems.push(`${name}: the word "${word}" is broken over two lines`);
    }
    // A box that cuts its text off shows where (an ellipsis) and offers the whole text (a title). An ellipsis
    // draws inside the box, so only the box's scrolling width tells that something is hidden.
    for (const element of [cell, ...Array.from(cell.querySelectorAll("*"))]) {
      const style = getComputedStyle(element);
      if (style.overflowX !== "hidden" && style.overflowX !== "clip") continue;
      if (element.scrollWidth <= element.clientWidth + 1 || !clean(element.textContent)) continue;
      if (unseen(element, cell)) continue;
      const words = short(clean(element.textContent));
      if (style.textOverflow !== "ellipsis")
        problems.push(
          `${name}: "${words}" is cut off (${px(element.scrollWidth - element.clientWidth)}) without an ellipsis`,
        );
      else if (!titleFor(element, cell))
        problems.push(`${name}: "${words}" is ellipsed without its full text as a title`);
    }
    // Boxes without text (icons, charts, icon buttons) stay in their cell too, unless a box in the cell clips
    // them; the text of the others was measured above.
    for (const element of Array.from(cell.querySelectorAll("*"))) {
      if (clean(element.textContent)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1 || unseen(element, cell)) continue;
      const clipper = element.parentElement ? clipperOf(element.parentElement, cell) : null;
      const over = Math.max(rect.right - box.right, box.left - rect.left);
      if (!clipper && over > 1)
        problems.push(
          `${name}: its ${element.tagName.toLowerCase()} "${short(clean(element.textContent) || element.getAttribute("aria-label") || "")}" runs ${px(over)} past the cell`,
        );
    }
  };

  const tables = Array.from(document.querySelectorAll<HTMLTableElement>("#root table")).filter(
    (table) => table.getBoundingClientRect().width > 0 && !table.closest(".ant-modal, [aria-hidden='true']"),
  );
  let rowsSeen = 0;
  for (const table of tables) {
    // antd draws a scrolling table's header as a table of its own above the body's: pair them by frame.
    const frame = table.closest(".ant-table") ?? table;
    const headers = Array.from(frame.querySelectorAll<HTMLElement>("thead tr:last-child > th")).filter(
      (cell) => cell.getBoundingClientRect().width > 0,
    );
    const columnOf = (cell: Element) => {
      const rect = cell.getBoundingClientRect();
      const middle = rect.left + rect.width / 2;
      const header = headers.find((candidate) => {
        const box = candidate.getBoundingClientRect();
        return box.left <= middle && middle <= box.right;
      });
      return short(clean(header?.textContent) || header?.getAttribute("aria-label") || "(no header)");
    };
    const listName = short(clean(headers[0]?.textContent) || "a table");
    const scroller = table.closest<HTMLElement>(".ant-table-content, .ant-table-body, .form-data-scroll");
    const scrolls = scroller !== null && scroller.scrollWidth > scroller.clientWidth + 1;
    if (scrolls && !scrolling.includes(listName)) scrolling.push(listName);
    if (scrolls) {
      // Scrolling is for a table that cannot fit: laid out as narrow as its text allows (wrapped between
      // words), it would still be wider than its frame. A hidden copy beside it, taken out of the flow and
      // asked to be 0 px wide, takes that width.
      const copy = table.cloneNode(true) as HTMLTableElement;
      copy.style.cssText =
        "position: absolute; visibility: hidden; width: 0; min-width: 0; table-layout: auto";
      table.after(copy);
      const narrowest = copy.getBoundingClientRect().width;
      copy.remove();
      if (narrowest <= scroller.clientWidth)
        problems.push(
          `the table "${listName}" scrolls sideways (${px(scroller.scrollWidth)} in ${px(scroller.clientWidth)}) though wrapped it needs only ${px(narrowest)}`,
        );
    }

    if (table.tHead) {
      const cells = headers.filter((cell) => table.contains(cell));
      cells.forEach((cell, index) => {
        const name = `the header "${columnOf(cell)}"`;
        checkCell(cell, name, true);
        const box = cell.getBoundingClientRect();
        // A column fixed to the frame's edge covers the columns scrolled under it: that is its purpose.
        const fixed = getComputedStyle(cell).position === "sticky" && scrolls;
        for (const other of cells.slice(index + 1)) {
          if (fixed || (getComputedStyle(other).position === "sticky" && scrolls)) continue;
          const rect = other.getBoundingClientRect();
          const across = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
          const down = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
          if (across > 1 && down > 1)
            problems.push(`${name} and the header "${columnOf(other)}" overlap by ${px(across)}`);
        }
      });
    }

    const rows = Array.from(table.tBodies[0]?.rows ?? [])
      .filter(
        (row) =>
          !row.matches(".ant-table-measure-row, .ant-table-placeholder, [aria-hidden='true']") &&
          row.getBoundingClientRect().height > 0,
      )
      .slice(0, maxRows);
    rowsSeen += rows.length;
    rows.forEach((row, index) => {
      for (const cell of Array.from(row.cells)) {
        const name = `row ${index + 1}, column "${columnOf(cell)}"`;
        checkCell(cell, name, false);
        // A control is reachable when, scrolled to, it is what a click at its middle hits.
        for (const control of Array.from(
          cell.querySelectorAll<HTMLElement>("a[href], button, [role='button'], input"),
        )) {
          if (control.getBoundingClientRect().width < 1 || unseen(control, cell)) continue;
          control.scrollIntoView({ block: "center", inline: "center" });
          const rect = control.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          if (!hit || !(control.contains(hit) || hit.contains(control)))
            problems.push(
              `${name}: its ${control.tagName.toLowerCase()} "${short(clean(control.textContent) || control.getAttribute("aria-label") || "")}" is covered by ${hit ? `"${short(clean(hit.textContent))}" (${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join(".")})` : "nothing in view"}`,
            );
        }
      }
    });
    if (scroller) scroller.scrollLeft = 0;
  }
  window.scrollTo(0, 0);
  return { problems, scrolling, rows: rowsSeen };
}

/** Moves the single-page app to `href` as its own links do (no reload: the session and language stay). */
async function goInApp(page: Page, href: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, href);
}

const DATA_ROWS = "tbody tr:not(.ant-table-measure-row):not(.ant-table-placeholder)";

/** Visits each route and checks it at both widths; a defect is a soft failure, so one run lists them all. */
async function checkLists(page: Page, routes: readonly string[], language: Language) {
  let shown: string | undefined;
  for (const id of routes) {
    const href = routeHref(id, PROVIDER_KEY, SAMPLE_PARAMS);
    const screen = routeById(id).screen;
    await test.step(`${id} in ${language}`, async () => {
      // The tables drawn so far are marked: the rows waited for must be the new screen's, not the last one's
      // still shown while the new one loads. A screen shown again (for another route, or the page the
      // sign-in landed on) keeps its table.
      const again = screen === shown || new URL(page.url()).pathname === href;
      await page.evaluate(() =>
        document.querySelectorAll("#root table").forEach((table) => table.setAttribute("data-seen", "")),
      );
      await goInApp(page, href);
      await expect(page).toHaveURL((url) => url.pathname === href);
      if (again) await settle(page);
      const fresh = again ? "#root table" : "#root table:not([data-seen])";
      await expect(page.locator(`${fresh} ${DATA_ROWS}`).first()).toBeVisible(SLOW);
      shown = screen;
      await settle(page);
      // From the width the last route ended at: one resize fewer per route.
      const sizes = page.viewportSize()?.width === WIDTHS[0].width ? WIDTHS : [...WIDTHS].reverse();
      for (const size of sizes) {
        await page.setViewportSize(size);
        // Two frames: the resize observers (antd's tables, the charts) have laid the page out anew. A list
        // below a form (a client's periods, a user's activity) is brought into the picture.
        await page.evaluate(async () => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const table = document.querySelector("#root table");
          const top = table?.getBoundingClientRect().top ?? 0;
          // Its header clear of the sticky page header.
          if (top > window.innerHeight / 2) window.scrollBy(0, top - 120);
        });
        await shot(page, `${id}-${language}-${size.width}`, test.info());
        const layout = await page.evaluate(inspectLayout, ROWS);
        const where = `${id} (${href}) at ${size.width}×${size.height} in ${language}`;
        expect.soft(layout.rows, `rows measured on ${where}`).toBeGreaterThan(0);
        expect.soft(layout.problems, `the list on ${where}`).toEqual([]);
        // The widest window fits every list: only a narrower one may need a table to scroll.
        if (size.width >= 1920)
          expect.soft(layout.scrolling, `tables that scroll sideways on ${where}`).toEqual([]);
      }
    });
  }
}

/**
 * A page of its own, signed in once for the tests of a describe block (they run in order in one worker). The
 * pointer is parked away from the header, whose menus open on hover: a window resized under it would open one.
 */
async function signedInPage(browser: Browser, testInfo: TestInfo, login: DemoLogin): Promise<Page> {
  const page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: WIDTHS[0],
    reducedMotion: "reduce",
  });
  page.setDefaultTimeout(15_000);
  watchPage(page);
  trackNetwork(page);
  await signInAs(page, login);
  await page.goto("/");
  await expect(page).not.toHaveURL(/\/login$/, SLOW);
  await settle(page);
  await parkPointer(page);
  return page;
}

async function parkPointer(page: Page) {
  await page.mouse.move(1, WIDTHS[0].height - 1);
}

test("the layout check sees a page scrolling sideways, text running into the next column, a header cut mid-word, overlapping headers, a covered control and a table scrolling though it could wrap", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  await page.setContent(`
    <div id="root" style="width: 1400px">
      <table style="table-layout: fixed; width: 360px; border-collapse: collapse">
        <thead><tr>
          <th style="width: 60px; overflow-wrap: break-word">Investissement</th>
          <th style="width: 200px">Name</th>
          <th style="width: 100px; position: relative; left: -40px">Tidy</th>
        </tr></thead>
        <tbody><tr>
          <td><span style="white-space: nowrap">A name much too long for its column</span></td>
          <td style="overflow: hidden; text-overflow: ellipsis; white-space: nowrap">An ellipsed text without a title to read it whole</td>
          <td style="position: relative"><button>Open</button><span style="position: absolute; inset: 0; background: #fff">Cover</span></td>
        </tr></tbody>
      </table>
      <div class="ant-table-content" style="overflow: auto; width: 300px">
        <table style="width: max-content">
          <thead><tr><th>Wrappable</th><th>Another header</th></tr></thead>
          <tbody><tr><td>A few words that could wrap</td><td>and some more of them here</td></tr></tbody>
        </table>
      </div>
    </div>`);
  const layout = await page.evaluate(inspectLayout, ROWS);
  expect(layout.problems).toEqual([
    expect.stringMatching(/^the page scrolls sideways/),
    'the header "Investissement": the word "Investissement" is broken over two lines',
    'the header "Name" and the header "Tidy" overlap by 40 px',
    expect.stringMatching(
      /^row 1, column "Investissement": "A name much too long for its column" runs \d+ px past its cell$/,
    ),
    'row 1, column "Name": "An ellipsed text without a title to read it whole" is ellipsed without its full text as a title',
    expect.stringMatching(/^row 1, column "Tidy": its button "Open" is covered by "Cover"/),
    expect.stringMatching(/^the table "Wrappable" scrolls sideways \(\d+ px in 300 px\) though wrapped/),
  ]);
});

test.describe("the provider admin's lists", () => {
  const admin = LOGINS["provider admin"];
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await signedInPage(browser, testInfo, admin);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test("the provider's and the administration's lists at 1280 and 1920, in English", async () => {
    await checkLists(page, [...PROVIDER_LISTS, ...PROVIDER_DETAILS], "en");
  });

  test("a client's lists seen by the provider at 1280 and 1920, in English", async () => {
    await checkLists(page, CLIENT_LISTS, "en");
  });

  // The lists again in a language with longer words; the details' narrow tables are left to the English
  // pass, which keeps the run short.
  test("the provider's and the administration's lists at 1280 and 1920, in Russian", async ({ request }) => {
    try {
      await chooseLanguageInHeader(
        page,
        portalText("en", "language-menu", { language: NATIVE.en }),
        NATIVE.ru,
        () =>
          expect(
            page.getByRole("button", { name: portalText("ru", "language-menu", { language: NATIVE.ru }) }),
          ).toBeVisible({ timeout: 5_000 }),
      );
      await parkPointer(page);
      await checkLists(page, PROVIDER_LISTS, "ru");
    } finally {
      // The language menu stores the choice on the account: put it back for the other specs.
      await setAccountLanguage(request, admin, "en");
    }
  });
});

test.describe("the client user's lists", () => {
  const client = LOGINS["client user"];
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await signedInPage(browser, testInfo, client);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test("the client's lists at 1280 and 1920, in French", async () => {
    // The account's own language, with words longer than English ones.
    expect(client.language).toBe("fr");
    await checkLists(page, CLIENT_LISTS, "fr");
  });
});
