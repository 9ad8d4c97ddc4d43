import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";
import "./password-field.css";

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
          aria-label="Show password"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
