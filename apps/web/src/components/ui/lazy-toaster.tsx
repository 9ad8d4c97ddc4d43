import { useEffect, useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster } from "sonner";
import { loadToaster, toasterStore } from "../../lib/toast.ts";

type ToasterProps = ComponentProps<typeof Toaster>;

/** sonner's <Toaster>, once the library has loaded (on the first toast or when the page is idle). */
export function LazyToaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(toasterStore.subscribe, toasterStore.get, () => null);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short wait does the same job there.
    const load = () => void loadToaster();
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load);
    else setTimeout(load, 1500);
  }, []);
  if (!sonner) return null;
  return (
    <>
      <sonner.Toaster {...props} />
      <ToasterReady />
    </>
  );
}

/** Mounted after the Toaster, so its effect runs once the Toaster listens. */
function ToasterReady() {
  useEffect(() => toasterStore.mounted(), []);
  return null;
}
