/**
 * Form fields with a visible label, an optional hint and one error message,
 * wired with aria-describedby / aria-invalid. Values survive a failed submit
 * because the action returns the input and we pass it back as defaultValue.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

interface Common {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
}

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Extras({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/**
 * What a web-address field takes instead of type="url": the browser's own check
 * would refuse "moritzbastei.de", which the forms complete to https://… on the
 * server (core/validation/fields.ts). Phones still show their address keyboard.
 */
export const linkInputProps = {
  type: "text",
  inputMode: "url",
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;

export function TextField({
  label,
  name,
  error,
  hint,
  id: idProp,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = idProp ?? `f-${name}-${auto}`.replace(/[^\w-]/g, "");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({
  label,
  name,
  error,
  hint,
  id: idProp,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const id = idProp ?? `f-${name}-${auto}`.replace(/[^\w-]/g, "");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  id: idProp,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const auto = useId();
  const id = idProp ?? `f-${name}-${auto}`.replace(/[^\w-]/g, "");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  hint,
  id: idProp,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = idProp ?? `f-${name}-${auto}`.replace(/[^\w-]/g, "");
  return (
    <div className="field">
      <div className="check">
        <input
          type="checkbox"
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...rest}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}
