// Checkbox.web.tsx and Checkbox.native.tsx both take these props.
export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}
