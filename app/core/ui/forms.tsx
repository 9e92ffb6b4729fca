/** Form helpers shared by the studio and public forms. */
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation, useRouteLoaderData, type FormProps } from "react-router";

/** The studio's CSRF token as a hidden field (from the admin layout loader). */
export function CsrfField() {
  const data = useRouteLoaderData<{ csrf: string }>("studio");
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}

/** Moves focus to the first invalid field after a failed submit (SPEC §8). */
export function useFocusFirstError(
  errors: Record<string, string> | undefined,
  formRef: React.RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
  }, [errors, formRef]);
}

/**
 * A studio form: posts to its own route, carries the CSRF token, focuses the
 * first invalid field, and disables its submit button while it is in flight.
 */
export function AdminForm({
  children,
  errors,
  ...props
}: FormProps & { errors?: Record<string, string>; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(errors, ref);
  return (
    <Form method="post" ref={ref} {...props}>
      <CsrfField />
      {errors?._form ? (
        <p className="notice error" role="alert">
          {errors._form}
        </p>
      ) : null}
      {children}
    </Form>
  );
}

/**
 * A form's submit button. While its own submission is on its way (sent, then the page it leads to
 * loading) it says so: a spinner, `aria-busy`, and disabled, so a second click is visibly refused
 * instead of silently lost, and a test (or a person) can wait for it to be ready again (issue 33).
 */
export function SubmitButton({
  children,
  className,
  name,
  value,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
  formAction?: string;
  "aria-label"?: string;
}) {
  const nav = useNavigation();
  const busy =
    nav.state !== "idle" && nav.formData !== undefined && (name === undefined || nav.formData.get(name) === value);
  return (
    <button
      type="submit"
      className={`button ${className ?? ""}`}
      name={name}
      value={value}
      disabled={busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
