// Stands in for nprogress in the browser bundle (1.2 KB gzip in main.js). Docusaurus's
// progress-bar client module calls configure, start and done, and styles the markup
// nprogress makes (#nprogress > .bar > .peg, theme-classic's nprogress.css); this
// makes the same markup and moves the bar the same way: a trickle towards the end
// while the next page loads, then full width and a fade.
let root: HTMLElement | null = null;
let trickle = 0;

function show(bar: HTMLElement, progress: number): void {
  bar.style.transform = `translate3d(${(progress - 1) * 100}%, 0, 0)`;
}

type NProgress = {configure(): NProgress; start(): NProgress; done(): NProgress};

const nprogress: NProgress = {
  configure() {
    return nprogress;
  },
  start() {
    if (root) return nprogress;
    root = document.createElement('div');
    root.id = 'nprogress';
    root.setAttribute('aria-hidden', 'true');
    root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    const bar = root.firstChild as HTMLElement;
    let progress = 0.08;
    show(bar, progress);
    bar.style.transition = 'transform 200ms ease';
    document.body.append(root);
    trickle = window.setInterval(() => show(bar, (progress += (0.994 - progress) * 0.05)), 200);
    return nprogress;
  },
  done() {
    if (!root) return nprogress;
    const finished = root;
    root = null;
    window.clearInterval(trickle);
    show(finished.firstChild as HTMLElement, 1);
    finished.style.transition = 'opacity 200ms linear 200ms';
    finished.style.opacity = '0';
    window.setTimeout(() => finished.remove(), 400);
    return nprogress;
  },
};

export default nprogress;
