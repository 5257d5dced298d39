// /client/{clientKey}/…: the client of the address (ClientScope) and the formula panel above its pages.
import { FormulaPanelHost } from "../wizard/FormulaPanelHost";
import { ClientScope } from "./ClientScope";

export function ClientArea() {
  return (
    <>
      <ClientScope />
      <FormulaPanelHost />
    </>
  );
}
