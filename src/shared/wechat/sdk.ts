import wx from 'weixin-js-sdk';

/**
 * WeChat's JS-SDK (a CommonJS package) behind an ES module: importing it lazily from here, rather than the package
 * itself, keeps the bundler's CommonJS namespace helper out of the first screen's runtime (issue 18, its bytes).
 */
export default wx;
