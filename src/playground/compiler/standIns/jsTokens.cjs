// Stand-in for `js-tokens`, which @babel/code-frame uses only to colour a code
// frame. The worker's frames are plain (`highlightCode: false`, and no terminal
// colours in a worker): a pattern that matches nothing leaves the text as it is.
// CommonJS, like the package.
exports.default = /$^/g;
exports.matchToToken = (match) => ({type: 'invalid', value: match[0]});
