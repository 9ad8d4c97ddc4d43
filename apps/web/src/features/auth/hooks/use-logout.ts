import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast.ts";
import { logout } from "../api/logout.ts";
import { clearSession } from "../../../lib/session-store.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

/** Logs out: tells the server to revoke the token, then forgets the session on this device. */
export function useLogout(): { logOut: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await logout();
    } catch {
      // An expired token or a dropped connection must still let the person out on this device.
    } finally {
      clearSession();
      setIsLoggingOut(false);
    }
    toast.success(t(shellText.loggedOut));
    void navigate("/");
  }, [navigate]);

  return { logOut, isLoggingOut };
}
