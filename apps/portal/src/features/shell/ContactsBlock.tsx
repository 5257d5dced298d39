import type { Contact } from "../../api/types";
import { useT } from "../../i18n/useT";

/** The people to ask: each name is a mail link, with the role below. */
export function ContactsBlock({ contacts }: { contacts: readonly Contact[] }) {
  const t = useT();
  return (
    <section className="contacts" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="contacts__title">
        {t("contacts")}
      </h2>
      <ul>
        {contacts.map((contact) => (
          <li key={`${contact.email}-${contact.role}`}>
            <a href={`mailto:${contact.email}`}>{contact.name}</a>
            <span className="contacts__role">{contact.role}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
