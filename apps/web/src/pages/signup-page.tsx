import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { HomePage } from "./home-page.tsx";

/** /signup is the home page with the sign-up panel open over it; closing the panel leaves for /. */
export function SignupPage() {
  const { open, isOpen } = useAuthPanel();
  const navigate = useNavigate();
  const wasOpen = useRef(false);

  useEffect(() => {
    open("signup");
  }, [open]);

  useEffect(() => {
    if (isOpen) wasOpen.current = true;
    else if (wasOpen.current) void navigate("/", { replace: true });
  }, [isOpen, navigate]);

  return <HomePage />;
}
