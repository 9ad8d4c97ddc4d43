import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";
import "./password-field.css";
import { t } from "../../lib/i18n/i18n.ts";
import { authText } from "../../lib/i18n/messages/auth.ts";

/** A password input with a show/hide toggle; the toggle's name stays fixed and aria-pressed tells its state. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          className="password-toggle"
          aria-label={t(authText.showPassword)}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
