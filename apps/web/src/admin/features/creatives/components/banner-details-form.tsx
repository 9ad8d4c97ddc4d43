import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { BANNER_MESSAGES, type Creative } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useUpdateCreativeDetails } from "../api/creatives.ts";
import { BannerDetailsFields, checkDetails, type DetailsText } from "./banner-details-fields.tsx";

/** A live banner's words and link, changed in place (the image stays). */
export function BannerDetailsForm({ creative, label, onDone }: { creative: Creative; label: string; onDone: () => void }) {
  const [text, setText] = useState<DetailsText>({ alt: creative.alt ?? "", link: creative.link ?? "" });
  const [problem, setProblem] = useState<{ field: "alt" | "link"; message: string } | null>(null);
  const update = useUpdateCreativeDetails();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDetails(text);
    if (!checked.ok) {
      setProblem(checked);
      event.currentTarget.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
      return;
    }
    setProblem(null);
    update.mutate(
      { id: creative._id, details: checked.details },
      {
        onSuccess: () => {
          toast.success(BANNER_MESSAGES.saved);
          onDone();
        },
        onError: (error) => reportFailure(BANNER_MESSAGES.saveFailed, error),
      },
    );
  };

  return (
    <form className="banner-details" onSubmit={submit} noValidate aria-label={`Details of ${label}`}>
      <BannerDetailsFields value={text} onChange={setText} problem={problem} />
      <div className="banner-upload__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save"}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
