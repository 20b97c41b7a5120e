// Both Button.web.tsx and Button.native.tsx implement this interface, so
// callers type-check the same way whichever file the bundler picks.
export interface ButtonProps {
  label: string;
  onClick?: () => void;
}
