// Browser stand-in for `debug`: Babel's debug logging, always off in the
// playground. CommonJS, because Babel calls the module itself.
const off = Object.assign(() => {}, {enabled: false});
module.exports = () => off;
