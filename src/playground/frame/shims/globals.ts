// React Native's bundler defines `__DEV__`; every library warning sits behind it.
(globalThis as {__DEV__?: boolean}).__DEV__ = true;
