import { Spin } from "antd";

/** A loader covering the page, with the reason in words (read out by screen readers). */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{label}</span>
    </div>
  );
}
