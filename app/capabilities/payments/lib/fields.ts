/** The public forms' field names, shared by the forms, their services and tests. */
export const F = {
  name: "name",
  email: "email",
  qty: (typeId: string) => `qty.${typeId}`,
  amount: (typeId: string) => `amount.${typeId}`,
  token: "buy_token",
  honeypot: "website",
  message: "message",
  support: "amount",
  supportOther: "other",
} as const;

export const NAME_MAX = 100;
export const MESSAGE_MAX = 1000;
