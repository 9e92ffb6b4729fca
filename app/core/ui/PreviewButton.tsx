/**
 * "Preview" on a studio form (issue 11): posts the form as it is (unsaved) with
 * `intent=preview` to the page's own action, in a new tab, where the action
 * answers with core/preview's startPreview (the public page with the draft).
 *
 * Without JavaScript it is a submit button with formtarget="_blank". With it,
 * React Router's <Form> would take the submission into this tab, so the click
 * submits the form natively instead (form.submit() fires no submit event).
 */
import type { MouseEvent, ReactNode } from "react";
import { Eye } from "lucide-react";
import { useStudioI18n } from "../i18n/studio.tsx";

export function PreviewButton({
  children,
  intent = "preview",
  className = "secondary",
}: {
  children?: ReactNode;
  intent?: string;
  className?: string;
}) {
  const { t } = useStudioI18n();
  function onClick(e: MouseEvent<HTMLButtonElement>) {
    const form = e.currentTarget.form;
    if (!form) return;
    e.preventDefault();
    const hidden = document.createElement("input");
    hidden.type = "hidden";
    hidden.name = "intent";
    hidden.value = intent;
    const target = form.getAttribute("target");
    form.append(hidden);
    form.setAttribute("target", "_blank");
    HTMLFormElement.prototype.submit.call(form);
    hidden.remove();
    if (target === null) form.removeAttribute("target");
    else form.setAttribute("target", target);
  }
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formTarget="_blank"
      formNoValidate
      className={`button ${className}`}
      onClick={onClick}
    >
      <Eye aria-hidden="true" className="icon" /> {children ?? t("core.studio.preview.button")}
      <span className="visually-hidden"> {t("core.studio.newTab")}</span>
    </button>
  );
}
