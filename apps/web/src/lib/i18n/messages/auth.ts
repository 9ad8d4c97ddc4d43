import { defineMessages } from "../i18n.ts";

/** Sign-in and sign-up: the side panel, its forms, their checks and toasts. */
export const authText = defineMessages("auth", {
  signIn: "Sign In",
  signUp: "Sign Up",
  signInLede: "Welcome back. Sign in to fill your basket with today's catch.",
  signUpLede: "Create an account to keep a basket, save addresses and track orders.",
  email: "Email",
  password: "Password",
  username: "Username",
  passwordHint: "At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&",
  newToTaaza: "New to Taaza?",
  createAccount: "Create an account",
  haveAccount: "Already have an account?",
  signInLink: "Sign in",
  or: "or",
  showPassword: "Show password",
  enterEmail: "Please enter your email",
  validEmail: "Please enter a valid email",
  enterPassword: "Please enter your password",
  enterNewPassword: "Please enter a password",
  enterUsername: "Please enter a username",
  usernameTooLong: "Username is too long",
  passwordRule: "Password must be at least 8 characters, with uppercase, lowercase, number, and special character.",
  signupFailed: "Signup failed",
  loginFailed: "Login failed",
  socialFailed: "Error while signup.",
});
