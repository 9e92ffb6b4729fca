/** One ticket type's fields (add and edit share them). */
import { CheckboxField, SelectField, TextField } from "~/core/ui/Field.tsx";
import { DateTimeField } from "~/core/ui/DateTimeFields.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface TypeValues {
  id?: string;
  date: string;
  name: string;
  price: string;
  quantity: string;
  on_sale: string;
  off_sale: string;
  max_per_order: string;
  pwyw: boolean;
  pwyw_min: string;
}

export function TypeFields({
  v,
  errors,
  dates,
  currency,
  tz,
  prefix,
}: {
  v: TypeValues;
  errors: Record<string, string>;
  dates: { date: string; whenText: string }[];
  currency: string;
  tz: string;
  prefix: string;
}) {
  const { t } = useStudioI18n();
  const id = (k: string) => `${prefix}-${k}`;
  return (
    <div className="payments-grid">
      <TextField
        id={id("name")}
        label={t("payments.studio.types.name")}
        name="name"
        required
        maxLength={80}
        defaultValue={v.name}
        error={errors.name}
        hint={t("payments.studio.types.nameHint")}
      />
      <TextField
        id={id("price")}
        label={t("payments.studio.types.price", { currency })}
        name="price"
        inputMode="decimal"
        required
        defaultValue={v.price}
        error={errors.price}
      />
      <TextField
        id={id("quantity")}
        label={t("payments.studio.types.quantity")}
        name="quantity"
        inputMode="numeric"
        required
        defaultValue={v.quantity}
        error={errors.quantity}
        hint={t("payments.studio.types.quantityHint")}
      />
      <TextField
        id={id("max")}
        label={t("payments.studio.types.maxPer")}
        name="max_per_order"
        inputMode="numeric"
        defaultValue={v.max_per_order}
        error={errors.max_per_order}
      />
      <DateTimeField
        id={id("on")}
        label={t("payments.studio.types.onSale")}
        name="on_sale"
        defaultValue={v.on_sale}
        error={errors.on_sale}
        hint={t("payments.studio.types.inZone", { tz })}
      />
      <DateTimeField
        id={id("off")}
        label={t("payments.studio.types.offSale")}
        name="off_sale"
        defaultValue={v.off_sale}
        error={errors.off_sale}
        hint={t("payments.studio.types.inZone", { tz })}
      />
      {dates.length > 1 ? (
        <SelectField
          id={id("date")}
          label={t("payments.studio.types.date")}
          name="date"
          defaultValue={v.date}
          error={errors.date}
          options={[
            { value: "", label: t("payments.studio.types.everyDate") },
            ...dates.map((d) => ({ value: d.date, label: d.whenText })),
          ]}
        />
      ) : (
        <input type="hidden" name="date" value={v.date} />
      )}
      <CheckboxField
        id={id("pwyw")}
        label={t("payments.studio.types.pwyw")}
        name="pwyw"
        defaultChecked={v.pwyw}
        hint={t("payments.studio.types.pwywHint")}
      />
      <TextField
        id={id("min")}
        label={t("payments.studio.types.pwywMin", { currency })}
        name="pwyw_min"
        inputMode="decimal"
        defaultValue={v.pwyw_min}
        error={errors.pwyw_min}
      />
    </div>
  );
}
