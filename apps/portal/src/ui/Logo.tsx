/** The Ledgerline mark and name. */
export function Logo({ showName = true, size = 28 }: { showName?: boolean; size?: number }) {
  return (
    <span className="logo">
      <img src="/favicon.svg" alt="" width={size} height={size} />
      {showName && <span className="logo__name">Ledgerline</span>}
    </span>
  );
}
