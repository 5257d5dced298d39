// The work area of one studio section. The authoring screens themselves come with the studio's own work; until
// then each section names what it will hold.
import { Empty, Typography } from "antd";

export function SectionPage({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <Empty description={hint} />
    </>
  );
}
