// The startup logo: it fades for 600 ms before the content appears (spec 1 §2).
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { Logo } from "../../ui/Logo";

export function StartupSplash({ durationMs, children }: { durationMs: number; children: ReactNode }) {
  const [done, setDone] = useState(durationMs <= 0);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), durationMs);
    return () => clearTimeout(timer);
  }, [done, durationMs]);
  if (done) return <>{children}</>;
  return (
    <div
      className="startup-splash"
      style={{ animationDuration: `${durationMs}ms` }}
      data-testid="startup-splash"
    >
      <Logo size={56} />
    </div>
  );
}
