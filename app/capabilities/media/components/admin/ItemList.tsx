/** What the studio's two item panels share (an album's item, a media item): the values a field shows. */
import { inputValue, type FormInput } from "~/core/validation/forms.ts";

/**
 * The values to show: what was typed after a refused submission, else what is stored.
 * (Unticked boxes are absent from a submission, so with `input` a box shows ticked only if it was sent.)
 */
export function itemValues(input: FormInput | undefined) {
  return {
    text: (key: string, stored: string) => (input?.[key] === undefined ? stored : inputValue(input, key)),
    checked: (key: string, stored: boolean) => (input ? input[key] === "on" : stored),
  };
}
