export interface SelectOption {
  value: string;
  label: string;
}

// Select.web.tsx and Select.native.tsx both take these props.
export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}
