import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./passwords.ts";

export const emailSchema = z
  .string({ message: "Enter your e-mail address." })
  .trim()
  .min(1, { message: "Enter your e-mail address." })
  .max(254, { message: "E-mail must be at most 254 characters." })
  .refine((v) => !/[\r\n]/.test(v) && /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(v), {
    message: "Enter an e-mail address like name@example.com.",
  });

export const loginSchema = z.object({
  email: z.string({ message: "Enter your e-mail address." }).trim().min(1, { message: "Enter your e-mail address." }).max(254),
  password: z.string({ message: "Enter your password." }).min(1, { message: "Enter your password." }).max(PASSWORD_MAX),
  next: z.string().optional(),
});

export const newPasswordSchema = z
  .string({ message: "Enter a password." })
  .min(PASSWORD_MIN, { message: `Use at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { message: `Use at most ${PASSWORD_MAX} characters.` });

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { message: "Enter a name." })
  .max(100, { message: "Name must be at most 100 characters." })
  .refine((v) => !/[\r\n]/.test(v), { message: "Use one line." });

export const setupSchema = z
  .object({
    code: z.string({ message: "Enter the setup code." }).trim().min(1, { message: "Enter the setup code printed by the server." }),
    display_name: displayNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords don't match." });

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, { message: "Enter your current password." }),
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords don't match." });

export const newUserSchema = z.object({
  display_name: displayNameSchema,
  email: emailSchema,
  role: z.enum(["owner", "editor"], { message: "Choose a role." }),
  password: newPasswordSchema,
});
