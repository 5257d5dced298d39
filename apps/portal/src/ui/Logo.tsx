/** The product's name, as the logo writes it. */
export const BRAND_NAME = "Ledgerline";

/**
 * The Ledgerline mark and name. The mark is decorative: where the logo is a link, the link's name starts with
 * the visible name (WCAG 2.5.3), see the sidebar's brand link.
 */
export function Logo({ showName = true, size = 28 }: { showName?: boolean; size?: number }) {
  return (
    <span className="logo">
      <img src="/favicon.svg" alt="" width={size} height={size} />
      {showName && <span className="logo__name">{BRAND_NAME}</span>}
    </span>
  );
}
