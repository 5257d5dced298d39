// The studio's frame: navigation between the things an admin authors, and the work area.
import { AuditOutlined, FormOutlined, ProfileOutlined } from "@ant-design/icons";
import { Empty, Layout, Menu, Typography } from "antd";
import { useState } from "react";

const { Header, Sider, Content } = Layout;

const sections = [
  {
    key: "reports",
    icon: <ProfileOutlined />,
    label: "Report templates",
    hint: "Report configurations bundle form templates into steps.",
  },
  {
    key: "forms",
    icon: <FormOutlined />,
    label: "Form templates",
    hint: "Form templates define the field tree, formulas and validations.",
  },
  {
    key: "covenants",
    icon: <AuditOutlined />,
    label: "Covenant catalogue",
    hint: "Central covenants with their formulas and alert levels.",
  },
] as const;

export function StudioShell() {
  const [current, setCurrent] = useState<(typeof sections)[number]["key"]>("reports");
  const section = sections.find((candidate) => candidate.key === current) ?? sections[0];
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Header className="studio-header">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={26} height={26} />
        <Typography.Text strong style={{ color: "#fff", fontSize: 16 }}>
          Ledgerline Config Studio
        </Typography.Text>
      </Header>
      <Layout>
        <Sider width={230} theme="light">
          <nav aria-label="Studio sections">
            <Menu
              mode="inline"
              selectedKeys={[current]}
              items={sections.map(({ key, icon, label }) => ({ key, icon, label }))}
              onClick={({ key }) => setCurrent(key as typeof current)}
            />
          </nav>
        </Sider>
        <Content className="studio-content">
          <Typography.Title level={4}>{section.label}</Typography.Title>
          <Empty description={section.hint} />
        </Content>
      </Layout>
    </Layout>
  );
}
