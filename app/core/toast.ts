export interface Toast {
  type: "success" | "error" | "info";
  message: string;
}
