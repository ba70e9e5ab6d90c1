import { useId, useState } from 'react';
import { Printer } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ABUSE_TYPES } from '@/domain/journal-entry';
import {
  ABUSE_TYPE_LABELS,
  ATTACHMENT_KIND_LABELS,
  HELP_SOUGHT_LABELS,
} from '@/features/notes/notes-labels';
import { happenedWhen } from '@/features/notes/happened-when';
import { NOTES_HELPLINES } from '@/features/notes/helplines';
import { PrintCopy } from '@/features/notes/print-copy';
import type { OpenedEntry } from '@/features/notes/sealed-notes';

/** The orders a Magistrate may make under the PWDV Act 2005 (sections 18 to 22). */
const ORDERS = ['protection', 'residence', 'monetary', 'custody', 'compensation'] as const;
type Order = (typeof ORDERS)[number];
const ORDER_LABELS: Readonly<Record<Order, MessageDescriptor>> = {
  protection: msg`Protection order (section 18)`,
  residence: msg`Residence order: to stay in the shared home (section 19)`,
  monetary: msg`Monetary relief: expenses, loss of earnings, maintenance (section 20)`,
  custody: msg`Custody of children (section 21)`,
  compensation: msg`Compensation (section 22)`,
};

interface Details {
  name: string;
  age: string;
  address: string;
  phone: string;
  respondents: string;
  orders: Order[];
}

/**
 * "Prepare a document for a Protection Officer, lawyer or NGO": built in this page from her
 * entries and what she adds now (never stored, never sent), laid out like the Domestic Incident
 * Report (Form I, PWDV Rules 2006), for her to print or save as PDF with the browser.
 */
export function ExportDocument({
  entries,
  onClose,
}: {
  entries: readonly OpenedEntry[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const ids = {
    name: useId(),
    age: useId(),
    address: useId(),
    phone: useId(),
    respondents: useId(),
  };
  const [details, setDetails] = useState<Details>({
    name: '',
    age: '',
    address: '',
    phone: '',
    respondents: '',
    orders: [],
  });
  const set = (field: keyof Omit<Details, 'orders'>) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }));

  const line = (field: keyof Omit<Details, 'orders' | 'respondents'>, label: string) => (
    <div className="flex flex-col gap-2">
      <label htmlFor={ids[field]} className="font-semibold">
        {label}
      </label>
      <input
        id={ids[field]}
        className="field"
        value={details[field]}
        autoComplete="off"
        onChange={(event) => set(field)(event.target.value)}
      />
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-brand-800">
        {t`Prepare a document`}
      </h2>
      <p className="max-w-prose">{t`This makes a document from your journal, laid out like the Domestic Incident Report a Protection Officer fills in. It is made on this device: nothing is sent, and what you add below is not saved. Print it, or choose "Save as PDF" when printing.`}</p>
      <form className="card flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <p className="text-ink-muted">{t`Optional. Leave empty what you do not want on paper.`}</p>
        {line('name', t`Your name`)}
        {line('age', t`Your age`)}
        {line('address', t`Your address`)}
        {line('phone', t`Your phone number`)}
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.respondents} className="font-semibold">
            {t`Who did it: names, relationship to you, address`}
          </label>
          <textarea
            id={ids.respondents}
            className="field"
            rows={3}
            value={details.respondents}
            onChange={(event) => set('respondents')(event.target.value)}
          />
        </div>
        <fieldset>
          <legend className="font-semibold">{t`Orders you may ask the Magistrate for`}</legend>
          <div className="mt-2 flex flex-col gap-1">
            {ORDERS.map((order) => (
              <OrderBox key={order} order={order} details={details} setDetails={setDetails} />
            ))}
          </div>
        </fieldset>
      </form>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t`Print or save as PDF`}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t`Back to the journal`}
        </button>
      </div>
      <div className="card">
        <IncidentReport entries={entries} details={details} print={false} />
      </div>
      <PrintCopy>
        <IncidentReport entries={entries} details={details} print />
      </PrintCopy>
    </section>
  );
}

function OrderBox({
  order,
  details,
  setDetails,
}: {
  order: Order;
  details: Details;
  setDetails: (update: (current: Details) => Details) => void;
}) {
  const { i18n } = useLingui();
  return (
    <label className="flex min-h-tap items-center gap-3">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-600"
        checked={details.orders.includes(order)}
        onChange={(event) => {
          const on = event.target.checked;
          setDetails((current) => ({
            ...current,
            orders: on ? [...current.orders, order] : current.orders.filter((one) => one !== order),
          }));
        }}
      />
      {i18n._(ORDER_LABELS[order])}
    </label>
  );
}

/** The document itself: on screen as a preview, and in the print copy. */
function IncidentReport({
  entries,
  details,
  print,
}: {
  entries: readonly OpenedEntry[];
  details: Details;
  /** On paper it is the document's own outline; on screen it sits under the page's headings. */
  print: boolean;
}) {
  const { t, i18n } = useLingui();
  const Title = print ? 'h1' : 'h3';
  const Part = print ? 'h2' : 'h4';
  const Kind = print ? 'h3' : 'h5';
  const blank = '—';
  const byType = ABUSE_TYPES.map((type) => ({
    type,
    items: entries.filter(({ entry }) => entry.types.includes(type)),
  }));
  const untyped = entries.filter(({ entry }) => entry.types.length === 0);
  const files = entries.flatMap(({ entry }) =>
    entry.attachments.map((file) => ({ file, when: happenedWhen(entry, i18n.locale) })),
  );

  const incident = ({ id, entry }: OpenedEntry) => (
    <li key={id} className="mt-2">
      <p>
        <strong>{happenedWhen(entry, i18n.locale)}</strong>
        {entry.place && ` · ${entry.place}`}
        {entry.who && ` · ${t`by`} ${entry.who}`}
      </p>
      <p className="whitespace-pre-wrap">{entry.whatHappened}</p>
    </li>
  );

  return (
    <article className="flex flex-col gap-3">
      <p className="rounded-xl border-2 border-brand-600 p-3 font-semibold">
        {t`DRAFT prepared by me, for my own use. This is not a complaint and has not been filed anywhere. I decide whether, when and to whom I give it.`}
      </p>
      <Title className="text-xl font-bold">{t`Record of domestic violence (in the form of a Domestic Incident Report, Form I, PWDV Rules 2006)`}</Title>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`1. Details of the aggrieved person`}</Part>
        <p>
          {t`Name`}: {details.name || blank}
        </p>
        <p>
          {t`Age`}: {details.age || blank}
        </p>
        <p>
          {t`Address`}: {details.address || blank}
        </p>
        <p>
          {t`Phone`}: {details.phone || blank}
        </p>
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`2. Details of the respondent(s)`}</Part>
        <p className="whitespace-pre-wrap">{details.respondents || blank}</p>
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`3. Incidents of domestic violence`}</Part>
        {byType
          .filter(({ items }) => items.length > 0)
          .map(({ type, items }) => (
            <div key={type}>
              <Kind className="mt-2 font-bold">{i18n._(ABUSE_TYPE_LABELS[type])}</Kind>
              <ul>{items.map(incident)}</ul>
            </div>
          ))}
        {untyped.length > 0 && (
          <div>
            <Kind className="mt-2 font-bold">{t`Type not given`}</Kind>
            <ul>{untyped.map(incident)}</ul>
          </div>
        )}
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`4. Injuries and medical help`}</Part>
        <ul>
          {entries
            .filter(({ entry }) => entry.injuries || entry.medicalHelp)
            .map(({ id, entry }) => (
              <li key={id} className="mt-1">
                <strong>{happenedWhen(entry, i18n.locale)}</strong>: {entry.injuries}
                {entry.injuries && entry.medicalHelp && ' · '}
                {entry.medicalHelp}
              </li>
            ))}
        </ul>
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`5. Witnesses`}</Part>
        <ul>
          {entries
            .filter(({ entry }) => entry.witnesses)
            .map(({ id, entry }) => (
              <li key={id} className="mt-1">
                <strong>{happenedWhen(entry, i18n.locale)}</strong>: {entry.witnesses}
              </li>
            ))}
        </ul>
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`6. Help already sought`}</Part>
        <ul>
          {entries
            .filter(({ entry }) => entry.helpSought.length > 0 || entry.whatYouDid)
            .map(({ id, entry }) => (
              <li key={id} className="mt-1">
                <strong>{happenedWhen(entry, i18n.locale)}</strong>:{' '}
                {[
                  ...entry.helpSought.map((help) => i18n._(HELP_SOUGHT_LABELS[help])),
                  entry.whatYouDid,
                ]
                  .filter(Boolean)
                  .join('; ')}
              </li>
            ))}
        </ul>
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`7. Documents and evidence (kept by me)`}</Part>
        {files.length === 0 ? (
          <p>{blank}</p>
        ) : (
          <ul>
            {files.map(({ file, when }) => (
              <li key={file.id}>
                {file.name} ({i18n._(ATTACHMENT_KIND_LABELS[file.kind])}, {when})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`8. Orders I may ask for`}</Part>
        <ul>
          {ORDERS.map((order) => (
            <li key={order}>
              {details.orders.includes(order) ? '☑' : '☐'} {i18n._(ORDER_LABELS[order])}
            </li>
          ))}
        </ul>
      </section>

      <section>
        <Part className="mt-2 text-lg font-bold">{t`Helplines`}</Part>
        <ul>
          {NOTES_HELPLINES.map(({ number, label }) => (
            <li key={number}>
              {number}: {i18n._(label)}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
