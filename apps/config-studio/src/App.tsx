import { ConfigProvider } from "antd";
import { StudioShell } from "./StudioShell";

export function App() {
  return (
    <ConfigProvider
      theme={{ token: { colorPrimary: "#0b2e59", controlHeight: 28, borderRadius: 4, fontSize: 13 } }}
    >
      <StudioShell />
    </ConfigProvider>
  );
}
