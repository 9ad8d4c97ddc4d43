import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import {
  CARE_MESSAGES,
  DEFAULT_ISSUE_REPORT_WINDOW_MINUTES,
  ISSUE_NOTE_MAX,
  ISSUE_PHOTO_LIMIT,
  ISSUE_REASONS,
  type IssueReason,
  type Order,
} from "@taaza/domain";
import { PhotoPicker, usePhotoPicks } from "../../../components/ui/photo-picker.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { careText } from "../../../lib/i18n/messages/care.ts";
import { toast } from "../../../lib/toast.ts";
import { useReportIssue } from "../api/report-issue.ts";
import { REASON_WORDS } from "../care-words.ts";

const WINDOW_MS = DEFAULT_ISSUE_REPORT_WINDOW_MINUTES * 60_000;

/** Whether the report window (from delivery, the shop's 2 hours) is open at `now`; the server decides for good. */
export function canReportIssue(order: Order, now: Date): boolean {
  if (order.status !== "Delivered" || !order.deliveredAt) return false;
  const since = now.getTime() - new Date(order.deliveredAt).getTime();
  return since >= 0 && since <= WINDOW_MS;
}

/**
 * "Report an issue": from delivery until the window closes, the customer picks the items, a
 * reason, a note and up to 3 photos. The ticket appears on the page once the server has it.
 */
export function ReportIssue({ order }: { order: Order }) {
  const [now, setNow] = useState(() => new Date());
  const [open, setOpen] = useState(false);
  const inWindow = canReportIssue(order, now);

  // The button goes when the window closes, without a reload.
  useEffect(() => {
    if (!inWindow || !order.deliveredAt) return;
    const closesIn = new Date(order.deliveredAt).getTime() + WINDOW_MS - Date.now() + 1000;
    const timer = window.setTimeout(() => setNow(new Date()), Math.max(closesIn, 0));
    return () => window.clearTimeout(timer);
  }, [inWindow, order.deliveredAt]);

  if (!inWindow && !open) return null;

  return (
    <section className="order-card care-report" aria-labelledby="care-report">
      <h2 id="care-report" className="order-card__title">
        {t(careText.reportTitle)}
      </h2>
      {open ? (
        <IssueForm order={order} onDone={() => setOpen(false)} />
      ) : (
        <>
          <p className="order-card__text">{t(careText.reportIntro, { hours: DEFAULT_ISSUE_REPORT_WINDOW_MINUTES / 60 })}</p>
          <button type="button" className="btn btn--secondary care-report__open" onClick={() => setOpen(true)}>
            {t(careText.reportIssue)}
          </button>
        </>
      )}
    </section>
  );
}

function IssueForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const ids = { note: useId(), photos: useId() };
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [reason, setReason] = useState<IssueReason | null>(null);
  const [note, setNote] = useState("");
  const photos = usePhotoPicks(ISSUE_PHOTO_LIMIT);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportIssue(order._id);

  const toggleLine = (id: string) => setLineIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const refused = photos.add(event);
    setProblem(
      refused === "notImages"
        ? t(careText.onlyPhotos)
        : refused === "tooMany"
          ? domainText("care.issue.tooManyPhotos", CARE_MESSAGES.issue.tooManyPhotos)
          : null,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lineIds.length === 0) return setProblem(domainText("care.issue.linesRequired", CARE_MESSAGES.issue.linesRequired));
    if (!reason) return setProblem(domainText("care.issue.reasonRule", CARE_MESSAGES.issue.reasonRule));
    setProblem(null);
    report.mutate(
      { lineIds, reason, note: note.trim(), photos: photos.files() },
      {
        onSuccess: (issue) => {
          toast.success(t(careText.reported, { ticket: issue.ticket }));
          onDone();
        },
        // A 409 (window closed, already reported) says why in the customer's language.
        onError: (error) => setProblem(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(careText.reportFailed)),
      },
    );
  };

  return (
    <form className="care-form" onSubmit={submit} noValidate>
      <fieldset className="care-form__fields" disabled={report.isPending}>
        <fieldset className="care-form__group">
          <legend className="care-form__label">{t(careText.whichItems)}</legend>
          {order.products.map((line) => (
            <label key={line._id} className="care-form__check">
              <input type="checkbox" checked={lineIds.includes(line._id)} onChange={() => toggleLine(line._id)} />
              <span>
                {line.product.name}
                {line.variant ? ` · ${line.variant.label}` : ""}
              </span>
            </label>
          ))}
        </fieldset>

        <fieldset className="care-form__group">
          <legend className="care-form__label">{t(careText.whatIsWrong)}</legend>
          <div className="care-form__choices">
            {ISSUE_REASONS.map((value) => (
              <label key={value} className="care-form__choice">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                <span>{t(REASON_WORDS[value])}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="care-form__group">
          <label htmlFor={ids.note} className="care-form__label">
            {t(careText.note)}
          </label>
          <textarea
            id={ids.note}
            className="care-form__textarea"
            rows={3}
            maxLength={ISSUE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>

        <PhotoPicker
          inputId={ids.photos}
          limit={ISSUE_PHOTO_LIMIT}
          photos={photos.photos}
          words={{
            heading: t(careText.photosUpTo, { max: ISSUE_PHOTO_LIMIT }),
            add: t(careText.addPhotos),
            photo: (index) => t(careText.photoToSend, { index }),
            remove: (index) => t(careText.removePhoto, { index }),
          }}
          onAdd={addPhotos}
          onRemove={photos.remove}
        />
      </fieldset>

      {problem && (
        <p className="care-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="care-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onDone} disabled={report.isPending}>
          {t(careText.cancel)}
        </button>
        <button type="submit" className="btn btn--primary" disabled={report.isPending} aria-busy={report.isPending || undefined}>
          {report.isPending ? t(careText.sending) : t(careText.sendReport)}
        </button>
      </div>
    </form>
  );
}
