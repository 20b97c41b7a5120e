import type {IconName} from './icons';

export interface IconProps {
  name: IconName;
  /** Width and height in pixels. */
  size?: number;
  /**
   * What the icon means, for screen readers. Leave it out when the icon sits
   * next to text that says the same: it is then hidden from them.
   */
  label?: string;
}
