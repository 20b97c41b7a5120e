import type {Config} from '@react-router/dev/config';

// Server-side rendering, React Router's default.
export default {ssr: true} satisfies Config;
