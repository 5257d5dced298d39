import { Result } from "antd";

export function NotFound() {
  return <Result status="404" title="404 Not found" subTitle="There is no page at this address." />;
}
