import wx from 'weixin-js-sdk';

/**
 * WeChat's JS-SDK (a CommonJS package) behind an ES module: importing it lazily from here, rather than the package
 * itself, keeps the bundler's CommonJS namespace helper out of the first screen's runtime (bytes the budget counts).
 */
export default wx;
