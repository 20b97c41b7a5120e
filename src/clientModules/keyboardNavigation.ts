// Docusaurus 3.10 no longer marks keyboard users on <body>; the spec (§2) needs
// `navigation-with-keyboard` added on Tab and removed on mouse down.
const className = 'navigation-with-keyboard';

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.body.classList.add(className);
  });
  document.addEventListener('mousedown', () => {
    document.body.classList.remove(className);
  });
}
