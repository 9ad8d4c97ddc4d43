import { useState } from "react";
import { toast } from "../../lib/toast.ts";
import { apiDownload } from "../../lib/api-download.ts";

type DownloadButtonProps = {
  /** API path, without `/api`. */
  path: string;
  /** Used only when the server names no file. */
  fileName: string;
  label: string;
  className?: string;
};

/** A button that downloads a signed-in-only file; says so while it works and if it fails. */
export function DownloadButton({ path, fileName, label, className = "btn btn--secondary" }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(path, fileName);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The download failed");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? "Downloading…" : label}
    </button>
  );
}

// The storefront's order page loads the button lazily, which needs a default export.
export default DownloadButton;
