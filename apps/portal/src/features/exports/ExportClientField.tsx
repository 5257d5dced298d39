// The clients of an export (spec 2 §6): provider staff choose any number of clients in their scope (none: all
// of them); in a client's area the route's client is fixed and shown read-only.
import { Form, Input } from "antd";
import type { ClientSummary } from "../../api/types";
import { ClientPicker } from "../admin-users/ClientPicker";

export interface ExportClientFieldProps {
  label: string;
  /** The client of /client/{clientKey}/…, or null on a provider page. */
  fixedClient: ClientSummary | null;
}

export function ExportClientField({ label, fixedClient }: ExportClientFieldProps) {
  if (fixedClient)
    return (
      <Form.Item label={label} htmlFor="export-fixed-client">
        <Input id="export-fixed-client" value={fixedClient.name} readOnly aria-readonly="true" />
      </Form.Item>
    );
  return (
    <Form.Item name="clients" label={label}>
      <ClientPicker known={[]} />
    </Form.Item>
  );
}

/** The client ids to send: the fixed client, or the chosen ones. */
export function exportClientIds(fixedClient: ClientSummary | null, chosen: string[] | undefined): string[] {
  return fixedClient ? [fixedClient._id] : (chosen ?? []);
}
