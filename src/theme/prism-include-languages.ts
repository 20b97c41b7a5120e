// Swizzled: stock loads `additionalLanguages` through a dynamic require that bundles
// Prism's whole language loader into every page (~9 KB gzip); we add bash only, the
// one language our pages show that prism-react-renderer does not already include.
import type {PrismLib as PrismObject} from 'prism-react-renderer';

export default function prismIncludeLanguages(Prism: PrismObject): void {
  // Prism's language files register themselves on a global Prism instance.
  const globals = globalThis as {Prism?: PrismObject};
  const previous = globals.Prism;
  globals.Prism = Prism;
  require('prismjs/components/prism-bash');
  if (previous === undefined) delete globals.Prism;
  else globals.Prism = previous;
}
