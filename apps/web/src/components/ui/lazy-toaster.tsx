import { useEffect, useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster } from "sonner";
import { loadToaster, toasterStore } from "../../lib/toast.ts";

type ToasterProps = ComponentProps<typeof Toaster>;

/** sonner's <Toaster>, once the library has loaded (on the first toast or when the page is idle). */
export function LazyToaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(toasterStore.subscribe, toasterStore.get, () => null);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadToaster());
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
